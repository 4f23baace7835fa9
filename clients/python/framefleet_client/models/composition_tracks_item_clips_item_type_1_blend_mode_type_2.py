from enum import StrEnum


class CompositionTracksItemClipsItemType1BlendModeType2(StrEnum):
    SCREEN = "screen"

    def __str__(self) -> str:
        return str(self.value)
