from enum import StrEnum


class PublishTemplateResponse201PresetsItemBrandKitKitWatermarkPlacementType1(StrEnum):
    TR = "tr"

    def __str__(self) -> str:
        return str(self.value)
