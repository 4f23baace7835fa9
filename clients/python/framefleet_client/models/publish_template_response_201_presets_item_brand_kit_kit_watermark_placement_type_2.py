from enum import StrEnum


class PublishTemplateResponse201PresetsItemBrandKitKitWatermarkPlacementType2(StrEnum):
    BL = "bl"

    def __str__(self) -> str:
        return str(self.value)
