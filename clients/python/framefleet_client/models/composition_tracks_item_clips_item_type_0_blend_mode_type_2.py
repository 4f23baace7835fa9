from enum import StrEnum


class CompositionTracksItemClipsItemType0BlendModeType2(StrEnum):
    SCREEN = "screen"

    def __str__(self) -> str:
        return str(self.value)
