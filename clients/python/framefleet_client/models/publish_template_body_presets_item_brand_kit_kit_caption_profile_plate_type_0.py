from enum import StrEnum


class PublishTemplateBodyPresetsItemBrandKitKitCaptionProfilePlateType0(StrEnum):
    GLASS = "glass"

    def __str__(self) -> str:
        return str(self.value)
