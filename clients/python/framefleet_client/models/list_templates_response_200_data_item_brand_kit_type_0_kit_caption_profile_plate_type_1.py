from enum import StrEnum


class ListTemplatesResponse200DataItemBrandKitType0KitCaptionProfilePlateType1(StrEnum):
    SOLID = "solid"

    def __str__(self) -> str:
        return str(self.value)
