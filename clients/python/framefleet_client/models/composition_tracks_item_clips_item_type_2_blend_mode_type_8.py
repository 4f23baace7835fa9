from enum import StrEnum


class CompositionTracksItemClipsItemType2BlendModeType8(StrEnum):
    DIFFERENCE = "difference"

    def __str__(self) -> str:
        return str(self.value)
