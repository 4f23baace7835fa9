from enum import StrEnum


class TrackClipsItemType6ProfileEmphasisTextTransformType0(StrEnum):
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
