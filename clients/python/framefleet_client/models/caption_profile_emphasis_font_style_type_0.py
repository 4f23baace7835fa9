from enum import StrEnum


class CaptionProfileEmphasisFontStyleType0(StrEnum):
    NORMAL = "normal"

    def __str__(self) -> str:
        return str(self.value)
