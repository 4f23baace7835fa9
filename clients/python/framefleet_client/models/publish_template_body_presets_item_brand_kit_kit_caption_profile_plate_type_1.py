from enum import StrEnum


class PublishTemplateBodyPresetsItemBrandKitKitCaptionProfilePlateType1(StrEnum):
    SOLID = "solid"

    def __str__(self) -> str:
        return str(self.value)
