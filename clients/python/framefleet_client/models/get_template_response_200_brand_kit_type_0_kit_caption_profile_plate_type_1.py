from enum import StrEnum


class GetTemplateResponse200BrandKitType0KitCaptionProfilePlateType1(StrEnum):
    SOLID = "solid"

    def __str__(self) -> str:
        return str(self.value)
