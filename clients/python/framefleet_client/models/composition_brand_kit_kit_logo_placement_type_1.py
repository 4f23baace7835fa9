from enum import StrEnum


class CompositionBrandKitKitLogoPlacementType1(StrEnum):
    TR = "tr"

    def __str__(self) -> str:
        return str(self.value)
