from enum import StrEnum


class ShapeClipFillType1KindType0(StrEnum):
    LINEAR = "linear"

    def __str__(self) -> str:
        return str(self.value)
