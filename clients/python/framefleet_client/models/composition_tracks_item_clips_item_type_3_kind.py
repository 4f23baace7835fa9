from enum import StrEnum


class CompositionTracksItemClipsItemType3Kind(StrEnum):
    SHAPE = "shape"

    def __str__(self) -> str:
        return str(self.value)
