from enum import StrEnum


class StoredBrandKitMotifsItemMotionConfidenceType2(StrEnum):
    LOW = "low"

    def __str__(self) -> str:
        return str(self.value)
