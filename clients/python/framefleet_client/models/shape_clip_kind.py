from enum import StrEnum


class ShapeClipKind(StrEnum):
    SHAPE = "shape"

    def __str__(self) -> str:
        return str(self.value)
