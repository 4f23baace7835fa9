from enum import StrEnum


class ShapeClipTransitionDirectionType3(StrEnum):
    DOWN = "down"

    def __str__(self) -> str:
        return str(self.value)
