from enum import StrEnum


class PublishTemplateResponse201PresetsItemBrandKitKitCaptionProfileEmphasisTextTransformType0(
    StrEnum
):
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
