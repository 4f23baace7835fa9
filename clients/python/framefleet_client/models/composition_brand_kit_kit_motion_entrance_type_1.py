from enum import StrEnum


class CompositionBrandKitKitMotionEntranceType1(StrEnum):
    FADE = "fade"

    def __str__(self) -> str:
        return str(self.value)
