from enum import StrEnum


class CompositionBrandKitKitCaptionProfilePlateType0(StrEnum):
    GLASS = "glass"

    def __str__(self) -> str:
        return str(self.value)
