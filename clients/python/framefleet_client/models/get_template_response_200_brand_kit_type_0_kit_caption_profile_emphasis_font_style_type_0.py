from enum import StrEnum


class GetTemplateResponse200BrandKitType0KitCaptionProfileEmphasisFontStyleType0(
    StrEnum
):
    NORMAL = "normal"

    def __str__(self) -> str:
        return str(self.value)
