from enum import StrEnum


class GetTemplateResponse200PresetsItemBrandKitKitCaptionProfileEntranceType1(StrEnum):
    FADE = "fade"

    def __str__(self) -> str:
        return str(self.value)
