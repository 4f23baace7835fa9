from enum import StrEnum


class TrackClipsItemType4BlendModeType2(StrEnum):
    SCREEN = "screen"

    def __str__(self) -> str:
        return str(self.value)
