from enum import StrEnum


class TrackClipsItemType3BlendModeType2(StrEnum):
    SCREEN = "screen"

    def __str__(self) -> str:
        return str(self.value)
