from enum import StrEnum


class TextClipStyleVerticalAlignType1(StrEnum):
    MIDDLE = "middle"

    def __str__(self) -> str:
        return str(self.value)
