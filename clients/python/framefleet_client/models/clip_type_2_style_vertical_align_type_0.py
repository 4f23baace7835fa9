from enum import StrEnum


class ClipType2StyleVerticalAlignType0(StrEnum):
    TOP = "top"

    def __str__(self) -> str:
        return str(self.value)
