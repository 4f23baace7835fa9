from enum import StrEnum


class PublishTemplateResponse201PresetsItemBrandKitKitCaptionProfileEntranceType1(
    StrEnum
):
    FADE = "fade"

    def __str__(self) -> str:
        return str(self.value)
