from enum import StrEnum


class PublishTemplateResponse201PresetsItemBrandKitKitCaptionProfilePlateType1(StrEnum):
    SOLID = "solid"

    def __str__(self) -> str:
        return str(self.value)
