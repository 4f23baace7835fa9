from enum import StrEnum


class PublishTemplateBodyBrandKitKitWatermarkPlacementType2(StrEnum):
    BL = "bl"

    def __str__(self) -> str:
        return str(self.value)
