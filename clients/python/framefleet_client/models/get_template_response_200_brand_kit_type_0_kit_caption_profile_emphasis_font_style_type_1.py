from enum import StrEnum


class GetTemplateResponse200BrandKitType0KitCaptionProfileEmphasisFontStyleType1(
    StrEnum
):
    ITALIC = "italic"

    def __str__(self) -> str:
        return str(self.value)
