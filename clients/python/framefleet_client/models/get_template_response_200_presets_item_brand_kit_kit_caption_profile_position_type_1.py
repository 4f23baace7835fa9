from enum import StrEnum


class GetTemplateResponse200PresetsItemBrandKitKitCaptionProfilePositionType1(StrEnum):
    CENTER = "center"

    def __str__(self) -> str:
        return str(self.value)
