from enum import StrEnum


class ClipType6ProfilePositionType1(StrEnum):
    CENTER = "center"

    def __str__(self) -> str:
        return str(self.value)
