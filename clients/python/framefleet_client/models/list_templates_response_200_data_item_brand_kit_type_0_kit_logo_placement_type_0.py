from enum import StrEnum


class ListTemplatesResponse200DataItemBrandKitType0KitLogoPlacementType0(StrEnum):
    TL = "tl"

    def __str__(self) -> str:
        return str(self.value)
