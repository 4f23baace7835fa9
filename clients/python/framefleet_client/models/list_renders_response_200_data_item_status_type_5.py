from enum import StrEnum


class ListRendersResponse200DataItemStatusType5(StrEnum):
    CANCELLED = "cancelled"

    def __str__(self) -> str:
        return str(self.value)
