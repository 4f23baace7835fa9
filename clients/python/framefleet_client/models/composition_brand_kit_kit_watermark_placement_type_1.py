from enum import StrEnum


class CompositionBrandKitKitWatermarkPlacementType1(StrEnum):
    TR = "tr"

    def __str__(self) -> str:
        return str(self.value)
