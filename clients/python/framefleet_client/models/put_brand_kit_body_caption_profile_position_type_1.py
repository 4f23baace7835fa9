from enum import StrEnum


class PutBrandKitBodyCaptionProfilePositionType1(StrEnum):
    CENTER = "center"

    def __str__(self) -> str:
        return str(self.value)
