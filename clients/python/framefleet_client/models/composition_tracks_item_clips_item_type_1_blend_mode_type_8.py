from enum import StrEnum


class CompositionTracksItemClipsItemType1BlendModeType8(StrEnum):
    DIFFERENCE = "difference"

    def __str__(self) -> str:
        return str(self.value)
