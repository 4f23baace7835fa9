from enum import StrEnum


class CaptionsClipProfileEmphasisFontStyleType1(StrEnum):
    ITALIC = "italic"

    def __str__(self) -> str:
        return str(self.value)
