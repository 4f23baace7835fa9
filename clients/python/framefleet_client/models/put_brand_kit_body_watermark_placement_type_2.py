from enum import StrEnum


class PutBrandKitBodyWatermarkPlacementType2(StrEnum):
    BL = "bl"

    def __str__(self) -> str:
        return str(self.value)
