from enum import StrEnum


class ListTemplatesResponse200DataItemPresetsItemBrandKitKitLogoPlacementType1(StrEnum):
    TR = "tr"

    def __str__(self) -> str:
        return str(self.value)
