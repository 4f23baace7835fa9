from enum import StrEnum


class PutBrandKitBodyLogoPlacementType1(StrEnum):
    TR = "tr"

    def __str__(self) -> str:
        return str(self.value)
