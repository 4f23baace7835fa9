from enum import StrEnum


class CompositionBrandKitKitCaptionProfileEmphasisTextTransformType0(StrEnum):
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
