from enum import StrEnum


class PutBrandKitResponse200MotifsItemMotionConfidenceType2(StrEnum):
    LOW = "low"

    def __str__(self) -> str:
        return str(self.value)
