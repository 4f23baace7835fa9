from enum import StrEnum


class BrandKitCaptionProfilePositionType1(StrEnum):
    CENTER = "center"

    def __str__(self) -> str:
        return str(self.value)
