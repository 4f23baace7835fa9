from enum import StrEnum


class ListBrandKitsResponse200DataItemMotifsItemMotionConfidenceType1(StrEnum):
    MEDIUM = "medium"

    def __str__(self) -> str:
        return str(self.value)
