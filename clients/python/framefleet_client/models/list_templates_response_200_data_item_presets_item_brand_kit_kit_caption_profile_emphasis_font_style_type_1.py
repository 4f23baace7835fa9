from enum import StrEnum


class ListTemplatesResponse200DataItemPresetsItemBrandKitKitCaptionProfileEmphasisFontStyleType1(
    StrEnum
):
    ITALIC = "italic"

    def __str__(self) -> str:
        return str(self.value)
