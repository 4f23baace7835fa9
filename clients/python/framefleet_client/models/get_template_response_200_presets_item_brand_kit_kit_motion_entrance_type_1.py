from enum import StrEnum


class GetTemplateResponse200PresetsItemBrandKitKitMotionEntranceType1(StrEnum):
    FADE = "fade"

    def __str__(self) -> str:
        return str(self.value)
