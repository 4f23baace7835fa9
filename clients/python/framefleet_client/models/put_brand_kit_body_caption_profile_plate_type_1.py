from enum import StrEnum


class PutBrandKitBodyCaptionProfilePlateType1(StrEnum):
    SOLID = "solid"

    def __str__(self) -> str:
        return str(self.value)
