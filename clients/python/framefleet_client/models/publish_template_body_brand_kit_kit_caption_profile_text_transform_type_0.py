from enum import StrEnum


class PublishTemplateBodyBrandKitKitCaptionProfileTextTransformType0(StrEnum):
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
