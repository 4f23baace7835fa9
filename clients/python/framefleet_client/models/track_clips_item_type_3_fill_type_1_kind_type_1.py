from enum import StrEnum


class TrackClipsItemType3FillType1KindType1(StrEnum):
    RADIAL = "radial"

    def __str__(self) -> str:
        return str(self.value)
