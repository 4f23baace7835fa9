from enum import StrEnum


class CompositionTracksItemClipsItemType6ProfilePlateType1(StrEnum):
    SOLID = "solid"

    def __str__(self) -> str:
        return str(self.value)
