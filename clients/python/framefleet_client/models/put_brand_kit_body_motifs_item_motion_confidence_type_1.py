from enum import StrEnum


class PutBrandKitBodyMotifsItemMotionConfidenceType1(StrEnum):
    MEDIUM = "medium"

    def __str__(self) -> str:
        return str(self.value)
