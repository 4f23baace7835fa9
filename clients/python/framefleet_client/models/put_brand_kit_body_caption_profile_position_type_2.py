from enum import StrEnum


class PutBrandKitBodyCaptionProfilePositionType2(StrEnum):
    BOTTOM = "bottom"

    def __str__(self) -> str:
        return str(self.value)
