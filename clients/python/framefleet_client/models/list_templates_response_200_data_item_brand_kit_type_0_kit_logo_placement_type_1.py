from enum import StrEnum


class ListTemplatesResponse200DataItemBrandKitType0KitLogoPlacementType1(StrEnum):
    TR = "tr"

    def __str__(self) -> str:
        return str(self.value)
