from enum import StrEnum


class PublishTemplateResponse201PresetsItemBrandKitKitCaptionProfileEmphasisFontStyleType1(
    StrEnum
):
    ITALIC = "italic"

    def __str__(self) -> str:
        return str(self.value)
