from enum import StrEnum


class ListMediaFactsResponse200FactsItemStatusType0(StrEnum):
    PENDING = "pending"

    def __str__(self) -> str:
        return str(self.value)
