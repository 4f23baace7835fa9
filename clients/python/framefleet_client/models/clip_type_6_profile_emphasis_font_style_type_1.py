from enum import StrEnum


class ClipType6ProfileEmphasisFontStyleType1(StrEnum):
    ITALIC = "italic"

    def __str__(self) -> str:
        return str(self.value)
