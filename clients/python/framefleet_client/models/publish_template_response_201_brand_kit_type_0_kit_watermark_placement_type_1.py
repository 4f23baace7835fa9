from enum import StrEnum


class PublishTemplateResponse201BrandKitType0KitWatermarkPlacementType1(StrEnum):
    TR = "tr"

    def __str__(self) -> str:
        return str(self.value)
