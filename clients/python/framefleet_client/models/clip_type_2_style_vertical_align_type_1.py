from enum import StrEnum


class ClipType2StyleVerticalAlignType1(StrEnum):
    MIDDLE = "middle"

    def __str__(self) -> str:
        return str(self.value)
