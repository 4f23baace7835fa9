from enum import StrEnum


class ListTemplatesResponse200DataItemBrandKitType0KitCaptionProfileEmphasisFontStyleType1(
    StrEnum
):
    ITALIC = "italic"

    def __str__(self) -> str:
        return str(self.value)
