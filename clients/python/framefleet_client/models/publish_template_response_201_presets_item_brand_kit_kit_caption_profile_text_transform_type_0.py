from enum import StrEnum


class PublishTemplateResponse201PresetsItemBrandKitKitCaptionProfileTextTransformType0(
    StrEnum
):
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
