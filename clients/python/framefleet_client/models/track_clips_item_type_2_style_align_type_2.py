from enum import StrEnum


class TrackClipsItemType2StyleAlignType2(StrEnum):
    RIGHT = "right"

    def __str__(self) -> str:
        return str(self.value)
