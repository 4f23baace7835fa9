from enum import StrEnum


class TextClipStyleVerticalAlignType0(StrEnum):
    TOP = "top"

    def __str__(self) -> str:
        return str(self.value)
