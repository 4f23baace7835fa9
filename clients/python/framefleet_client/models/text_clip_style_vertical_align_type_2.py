from enum import StrEnum


class TextClipStyleVerticalAlignType2(StrEnum):
    BOTTOM = "bottom"

    def __str__(self) -> str:
        return str(self.value)
