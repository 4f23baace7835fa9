from enum import StrEnum


class CompositionTracksItemClipsItemType3FillType1KindType0(StrEnum):
    LINEAR = "linear"

    def __str__(self) -> str:
        return str(self.value)
