from enum import StrEnum


class GetTemplateResponse200BrandKitType0KitWatermarkPlacementType2(StrEnum):
    BL = "bl"

    def __str__(self) -> str:
        return str(self.value)
