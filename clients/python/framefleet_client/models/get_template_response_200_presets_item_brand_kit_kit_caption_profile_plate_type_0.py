from enum import StrEnum


class GetTemplateResponse200PresetsItemBrandKitKitCaptionProfilePlateType0(StrEnum):
    GLASS = "glass"

    def __str__(self) -> str:
        return str(self.value)
