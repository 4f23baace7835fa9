from enum import StrEnum


class ShapeClipShapeType1(StrEnum):
    ELLIPSE = "ellipse"

    def __str__(self) -> str:
        return str(self.value)
