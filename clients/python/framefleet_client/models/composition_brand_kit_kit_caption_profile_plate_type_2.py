from enum import StrEnum


class CompositionBrandKitKitCaptionProfilePlateType2(StrEnum):
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
