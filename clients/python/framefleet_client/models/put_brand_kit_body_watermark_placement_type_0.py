from enum import StrEnum


class PutBrandKitBodyWatermarkPlacementType0(StrEnum):
    TL = "tl"

    def __str__(self) -> str:
        return str(self.value)
