from enum import StrEnum


class ClipType2StyleFontStyleType1(StrEnum):
    ITALIC = "italic"

    def __str__(self) -> str:
        return str(self.value)
