from enum import StrEnum


class PublishTemplateBodyPresetsItemBrandKitKitCaptionProfileEmphasisFontStyleType1(
    StrEnum
):
    ITALIC = "italic"

    def __str__(self) -> str:
        return str(self.value)
