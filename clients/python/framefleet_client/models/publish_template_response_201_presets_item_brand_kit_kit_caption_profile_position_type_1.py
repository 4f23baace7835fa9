from enum import StrEnum


class PublishTemplateResponse201PresetsItemBrandKitKitCaptionProfilePositionType1(
    StrEnum
):
    CENTER = "center"

    def __str__(self) -> str:
        return str(self.value)
