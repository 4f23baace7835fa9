from enum import StrEnum


class ListTemplatesResponse200DataItemPresetsItemBrandKitKitLogoPlacementType2(StrEnum):
    BL = "bl"

    def __str__(self) -> str:
        return str(self.value)
