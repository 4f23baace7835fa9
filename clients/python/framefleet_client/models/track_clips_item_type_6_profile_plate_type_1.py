from enum import StrEnum


class TrackClipsItemType6ProfilePlateType1(StrEnum):
    SOLID = "solid"

    def __str__(self) -> str:
        return str(self.value)
