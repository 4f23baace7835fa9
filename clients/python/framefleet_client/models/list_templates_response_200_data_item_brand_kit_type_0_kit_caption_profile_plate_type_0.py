from enum import StrEnum


class ListTemplatesResponse200DataItemBrandKitType0KitCaptionProfilePlateType0(StrEnum):
    GLASS = "glass"

    def __str__(self) -> str:
        return str(self.value)
