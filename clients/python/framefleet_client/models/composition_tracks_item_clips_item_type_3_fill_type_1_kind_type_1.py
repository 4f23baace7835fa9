from enum import StrEnum


class CompositionTracksItemClipsItemType3FillType1KindType1(StrEnum):
    RADIAL = "radial"

    def __str__(self) -> str:
        return str(self.value)
