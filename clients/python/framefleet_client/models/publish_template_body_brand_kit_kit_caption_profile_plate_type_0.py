from enum import StrEnum


class PublishTemplateBodyBrandKitKitCaptionProfilePlateType0(StrEnum):
    GLASS = "glass"

    def __str__(self) -> str:
        return str(self.value)
