from enum import StrEnum


class CompositionTracksItemClipsItemType6BlendModeType8(StrEnum):
    DIFFERENCE = "difference"

    def __str__(self) -> str:
        return str(self.value)
