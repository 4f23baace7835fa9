from enum import StrEnum


class GetTemplateResponse200BrandKitType0KitCaptionProfilePlateType0(StrEnum):
    GLASS = "glass"

    def __str__(self) -> str:
        return str(self.value)
