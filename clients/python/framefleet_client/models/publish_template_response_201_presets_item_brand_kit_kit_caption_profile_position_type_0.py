from enum import StrEnum


class PublishTemplateResponse201PresetsItemBrandKitKitCaptionProfilePositionType0(
    StrEnum
):
    TOP = "top"

    def __str__(self) -> str:
        return str(self.value)
