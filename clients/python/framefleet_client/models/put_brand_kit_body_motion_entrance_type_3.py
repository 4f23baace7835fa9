from enum import StrEnum


class PutBrandKitBodyMotionEntranceType3(StrEnum):
    STAGGER_UP = "stagger-up"

    def __str__(self) -> str:
        return str(self.value)
