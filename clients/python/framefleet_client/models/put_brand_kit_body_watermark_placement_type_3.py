from enum import StrEnum


class PutBrandKitBodyWatermarkPlacementType3(StrEnum):
    BR = "br"

    def __str__(self) -> str:
        return str(self.value)
