from enum import StrEnum


class PutBrandKitBodyMotionEntranceType1(StrEnum):
    FADE = "fade"

    def __str__(self) -> str:
        return str(self.value)
