from enum import StrEnum


class TrackClipsItemType6ProfilePositionType0(StrEnum):
    TOP = "top"

    def __str__(self) -> str:
        return str(self.value)
