from enum import StrEnum


class DeleteBrandKitResponse200MotifsItemMotionConfidenceType0(StrEnum):
    HIGH = "high"

    def __str__(self) -> str:
        return str(self.value)
