from enum import StrEnum


class TrackClipsItemType2StyleTextTransformType2(StrEnum):
    LOWERCASE = "lowercase"

    def __str__(self) -> str:
        return str(self.value)
