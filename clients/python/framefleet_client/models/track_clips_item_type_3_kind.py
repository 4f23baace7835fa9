from enum import StrEnum


class TrackClipsItemType3Kind(StrEnum):
    SHAPE = "shape"

    def __str__(self) -> str:
        return str(self.value)
