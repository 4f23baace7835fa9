from enum import StrEnum


class ClipType3ShapeType1(StrEnum):
    ELLIPSE = "ellipse"

    def __str__(self) -> str:
        return str(self.value)
