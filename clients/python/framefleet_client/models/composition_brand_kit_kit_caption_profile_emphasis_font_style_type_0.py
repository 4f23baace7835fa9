from enum import StrEnum


class CompositionBrandKitKitCaptionProfileEmphasisFontStyleType0(StrEnum):
    NORMAL = "normal"

    def __str__(self) -> str:
        return str(self.value)
