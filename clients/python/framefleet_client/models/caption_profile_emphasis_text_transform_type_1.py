from enum import StrEnum


class CaptionProfileEmphasisTextTransformType1(StrEnum):
    UPPERCASE = "uppercase"

    def __str__(self) -> str:
        return str(self.value)
