from enum import StrEnum


class ShapeClipTransitionDirectionType2(StrEnum):
    UP = "up"

    def __str__(self) -> str:
        return str(self.value)
