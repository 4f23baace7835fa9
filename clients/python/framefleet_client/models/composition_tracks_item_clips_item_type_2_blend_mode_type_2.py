from enum import StrEnum


class CompositionTracksItemClipsItemType2BlendModeType2(StrEnum):
    SCREEN = "screen"

    def __str__(self) -> str:
        return str(self.value)
