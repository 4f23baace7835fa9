from enum import StrEnum


class TrackClipsItemType2StyleTextTransformType1(StrEnum):
    UPPERCASE = "uppercase"

    def __str__(self) -> str:
        return str(self.value)
