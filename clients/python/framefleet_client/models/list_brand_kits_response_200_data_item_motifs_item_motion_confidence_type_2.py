from enum import StrEnum


class ListBrandKitsResponse200DataItemMotifsItemMotionConfidenceType2(StrEnum):
    LOW = "low"

    def __str__(self) -> str:
        return str(self.value)
