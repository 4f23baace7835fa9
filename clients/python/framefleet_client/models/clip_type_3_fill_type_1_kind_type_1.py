from enum import StrEnum


class ClipType3FillType1KindType1(StrEnum):
    RADIAL = "radial"

    def __str__(self) -> str:
        return str(self.value)
