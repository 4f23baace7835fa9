from enum import StrEnum


class ListTemplatesResponse200DataItemBrandKitType0KitWatermarkPlacementType2(StrEnum):
    BL = "bl"

    def __str__(self) -> str:
        return str(self.value)
