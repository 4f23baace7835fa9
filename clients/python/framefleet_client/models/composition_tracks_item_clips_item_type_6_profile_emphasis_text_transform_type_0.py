from enum import StrEnum


class CompositionTracksItemClipsItemType6ProfileEmphasisTextTransformType0(StrEnum):
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
