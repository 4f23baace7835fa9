from enum import StrEnum


class PutBrandKitResponse200MotifsItemMotionConfidenceType0(StrEnum):
    HIGH = "high"

    def __str__(self) -> str:
        return str(self.value)
