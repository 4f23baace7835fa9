from enum import StrEnum


class DeleteBrandKitResponse200MotifsItemMotionConfidenceType2(StrEnum):
    LOW = "low"

    def __str__(self) -> str:
        return str(self.value)
