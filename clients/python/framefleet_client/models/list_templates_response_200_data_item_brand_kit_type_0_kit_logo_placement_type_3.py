from enum import StrEnum


class ListTemplatesResponse200DataItemBrandKitType0KitLogoPlacementType3(StrEnum):
    BR = "br"

    def __str__(self) -> str:
        return str(self.value)
