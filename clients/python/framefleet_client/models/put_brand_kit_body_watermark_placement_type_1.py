from enum import StrEnum


class PutBrandKitBodyWatermarkPlacementType1(StrEnum):
    TR = "tr"

    def __str__(self) -> str:
        return str(self.value)
