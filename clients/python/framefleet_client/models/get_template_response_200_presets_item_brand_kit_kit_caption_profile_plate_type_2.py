from enum import StrEnum


class GetTemplateResponse200PresetsItemBrandKitKitCaptionProfilePlateType2(StrEnum):
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
