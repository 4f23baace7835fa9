from enum import StrEnum


class BrandKitWatermarkPlacementType3(StrEnum):
    BR = "br"

    def __str__(self) -> str:
        return str(self.value)
