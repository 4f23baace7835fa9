from enum import StrEnum


class CompositionTracksItemClipsItemType4BlendModeType2(StrEnum):
    SCREEN = "screen"

    def __str__(self) -> str:
        return str(self.value)
