from enum import StrEnum


class ListTemplatesResponse200DataItemBrandKitType0KitLogoPlacementType2(StrEnum):
    BL = "bl"

    def __str__(self) -> str:
        return str(self.value)
