from enum import StrEnum


class PublishTemplateResponse201PresetsItemBrandKitKitCaptionProfilePlateType0(StrEnum):
    GLASS = "glass"

    def __str__(self) -> str:
        return str(self.value)
