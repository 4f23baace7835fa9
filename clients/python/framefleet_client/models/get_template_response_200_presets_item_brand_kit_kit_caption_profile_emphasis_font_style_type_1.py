from enum import StrEnum


class GetTemplateResponse200PresetsItemBrandKitKitCaptionProfileEmphasisFontStyleType1(
    StrEnum
):
    ITALIC = "italic"

    def __str__(self) -> str:
        return str(self.value)
