from enum import StrEnum


class TrackClipsItemType2StyleTextTransformType0(StrEnum):
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
