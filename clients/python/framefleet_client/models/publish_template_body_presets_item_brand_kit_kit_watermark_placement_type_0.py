from enum import StrEnum


class PublishTemplateBodyPresetsItemBrandKitKitWatermarkPlacementType0(StrEnum):
    TL = "tl"

    def __str__(self) -> str:
        return str(self.value)
