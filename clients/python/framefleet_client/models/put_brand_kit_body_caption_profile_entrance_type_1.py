from enum import StrEnum


class PutBrandKitBodyCaptionProfileEntranceType1(StrEnum):
    FADE = "fade"

    def __str__(self) -> str:
        return str(self.value)
