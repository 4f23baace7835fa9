from enum import StrEnum


class PublishTemplateResponse201BrandKitType0KitWatermarkPlacementType3(StrEnum):
    BR = "br"

    def __str__(self) -> str:
        return str(self.value)
