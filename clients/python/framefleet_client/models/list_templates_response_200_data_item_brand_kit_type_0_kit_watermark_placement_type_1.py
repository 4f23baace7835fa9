from enum import StrEnum


class ListTemplatesResponse200DataItemBrandKitType0KitWatermarkPlacementType1(StrEnum):
    TR = "tr"

    def __str__(self) -> str:
        return str(self.value)
