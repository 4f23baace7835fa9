from enum import StrEnum


class PutBrandKitResponse200MotifsItemMotionConfidenceType1(StrEnum):
    MEDIUM = "medium"

    def __str__(self) -> str:
        return str(self.value)
