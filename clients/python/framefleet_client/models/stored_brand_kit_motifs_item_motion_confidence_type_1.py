from enum import StrEnum


class StoredBrandKitMotifsItemMotionConfidenceType1(StrEnum):
    MEDIUM = "medium"

    def __str__(self) -> str:
        return str(self.value)
