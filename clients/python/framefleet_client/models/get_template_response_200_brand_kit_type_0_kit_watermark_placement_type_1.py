from enum import StrEnum


class GetTemplateResponse200BrandKitType0KitWatermarkPlacementType1(StrEnum):
    TR = "tr"

    def __str__(self) -> str:
        return str(self.value)
