from enum import StrEnum


class BrandKitCaptionProfileEntranceType1(StrEnum):
    FADE = "fade"

    def __str__(self) -> str:
        return str(self.value)
