from enum import StrEnum


class TrackClipsItemType0BlendModeType2(StrEnum):
    SCREEN = "screen"

    def __str__(self) -> str:
        return str(self.value)
