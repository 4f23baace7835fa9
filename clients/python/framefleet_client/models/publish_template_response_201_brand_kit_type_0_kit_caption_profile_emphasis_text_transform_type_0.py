from enum import StrEnum


class PublishTemplateResponse201BrandKitType0KitCaptionProfileEmphasisTextTransformType0(
    StrEnum
):
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
