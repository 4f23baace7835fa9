from enum import StrEnum


class TrackClipsItemType2StyleVerticalAlignType2(StrEnum):
    BOTTOM = "bottom"

    def __str__(self) -> str:
        return str(self.value)
