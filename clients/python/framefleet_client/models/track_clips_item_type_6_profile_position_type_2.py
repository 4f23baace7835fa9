from enum import StrEnum


class TrackClipsItemType6ProfilePositionType2(StrEnum):
    BOTTOM = "bottom"

    def __str__(self) -> str:
        return str(self.value)
