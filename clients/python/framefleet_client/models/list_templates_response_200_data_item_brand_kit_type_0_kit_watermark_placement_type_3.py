from enum import StrEnum


class ListTemplatesResponse200DataItemBrandKitType0KitWatermarkPlacementType3(StrEnum):
    BR = "br"

    def __str__(self) -> str:
        return str(self.value)
