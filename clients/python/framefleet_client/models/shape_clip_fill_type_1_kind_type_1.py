from enum import StrEnum


class ShapeClipFillType1KindType1(StrEnum):
    RADIAL = "radial"

    def __str__(self) -> str:
        return str(self.value)
