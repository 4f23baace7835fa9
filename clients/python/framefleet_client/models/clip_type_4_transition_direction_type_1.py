from enum import StrEnum


class ClipType4TransitionDirectionType1(StrEnum):
    RIGHT = "right"

    def __str__(self) -> str:
        return str(self.value)
