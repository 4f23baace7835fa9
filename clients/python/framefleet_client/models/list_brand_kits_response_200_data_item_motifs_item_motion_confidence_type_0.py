from enum import StrEnum


class ListBrandKitsResponse200DataItemMotifsItemMotionConfidenceType0(StrEnum):
    HIGH = "high"

    def __str__(self) -> str:
        return str(self.value)
