from enum import StrEnum


class GetTemplateResponse200BrandKitType0KitCaptionProfileTextTransformType1(StrEnum):
    UPPERCASE = "uppercase"

    def __str__(self) -> str:
        return str(self.value)
