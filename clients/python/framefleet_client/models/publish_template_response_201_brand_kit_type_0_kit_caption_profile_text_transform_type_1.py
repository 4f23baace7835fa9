from enum import StrEnum


class PublishTemplateResponse201BrandKitType0KitCaptionProfileTextTransformType1(
    StrEnum
):
    UPPERCASE = "uppercase"

    def __str__(self) -> str:
        return str(self.value)
