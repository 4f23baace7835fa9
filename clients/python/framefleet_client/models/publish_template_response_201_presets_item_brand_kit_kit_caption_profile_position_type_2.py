from enum import StrEnum


class PublishTemplateResponse201PresetsItemBrandKitKitCaptionProfilePositionType2(
    StrEnum
):
    BOTTOM = "bottom"

    def __str__(self) -> str:
        return str(self.value)
