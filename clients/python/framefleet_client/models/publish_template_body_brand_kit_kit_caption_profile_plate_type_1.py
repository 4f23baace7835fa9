from enum import StrEnum


class PublishTemplateBodyBrandKitKitCaptionProfilePlateType1(StrEnum):
    SOLID = "solid"

    def __str__(self) -> str:
        return str(self.value)
