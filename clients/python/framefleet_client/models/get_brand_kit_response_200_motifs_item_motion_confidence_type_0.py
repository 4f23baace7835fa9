from enum import StrEnum


class GetBrandKitResponse200MotifsItemMotionConfidenceType0(StrEnum):
    HIGH = "high"

    def __str__(self) -> str:
        return str(self.value)
