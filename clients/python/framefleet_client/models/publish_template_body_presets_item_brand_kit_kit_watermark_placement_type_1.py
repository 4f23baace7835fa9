from enum import StrEnum


class PublishTemplateBodyPresetsItemBrandKitKitWatermarkPlacementType1(StrEnum):
    TR = "tr"

    def __str__(self) -> str:
        return str(self.value)
