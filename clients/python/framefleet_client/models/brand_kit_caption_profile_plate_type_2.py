from enum import StrEnum


class BrandKitCaptionProfilePlateType2(StrEnum):
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
