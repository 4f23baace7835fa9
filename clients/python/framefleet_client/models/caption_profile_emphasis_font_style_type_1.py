from enum import StrEnum


class CaptionProfileEmphasisFontStyleType1(StrEnum):
    ITALIC = "italic"

    def __str__(self) -> str:
        return str(self.value)
