from enum import StrEnum


class CompositionBrandKitKitLogoPlacementType2(StrEnum):
    BL = "bl"

    def __str__(self) -> str:
        return str(self.value)
