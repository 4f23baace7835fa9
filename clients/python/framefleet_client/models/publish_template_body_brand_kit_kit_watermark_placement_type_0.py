from enum import StrEnum


class PublishTemplateBodyBrandKitKitWatermarkPlacementType0(StrEnum):
    TL = "tl"

    def __str__(self) -> str:
        return str(self.value)
