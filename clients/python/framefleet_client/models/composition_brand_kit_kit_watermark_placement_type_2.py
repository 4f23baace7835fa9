from enum import StrEnum


class CompositionBrandKitKitWatermarkPlacementType2(StrEnum):
    BL = "bl"

    def __str__(self) -> str:
        return str(self.value)
