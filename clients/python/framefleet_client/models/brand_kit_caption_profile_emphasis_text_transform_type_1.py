from enum import StrEnum


class BrandKitCaptionProfileEmphasisTextTransformType1(StrEnum):
    UPPERCASE = "uppercase"

    def __str__(self) -> str:
        return str(self.value)
