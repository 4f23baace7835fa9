from enum import StrEnum


class ShapeClipShapeType0(StrEnum):
    RECTANGLE = "rectangle"

    def __str__(self) -> str:
        return str(self.value)
