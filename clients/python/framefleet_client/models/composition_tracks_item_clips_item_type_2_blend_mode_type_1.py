from enum import StrEnum


class CompositionTracksItemClipsItemType2BlendModeType1(StrEnum):
    MULTIPLY = "multiply"

    def __str__(self) -> str:
        return str(self.value)
