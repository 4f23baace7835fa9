from enum import StrEnum


class PutBrandKitBodyMotifsItemMotionConfidenceType0(StrEnum):
    HIGH = "high"

    def __str__(self) -> str:
        return str(self.value)
