from enum import StrEnum


class GetTemplateResponse200BrandKitType0KitCaptionProfileEmphasisTextTransformType1(
    StrEnum
):
    UPPERCASE = "uppercase"

    def __str__(self) -> str:
        return str(self.value)
