from enum import StrEnum


class TrackClipsItemType2StyleAlignType1(StrEnum):
    CENTER = "center"

    def __str__(self) -> str:
        return str(self.value)
