from enum import StrEnum


class ListMediaFactsResponse200FactsItemStatusType1(StrEnum):
    READY = "ready"

    def __str__(self) -> str:
        return str(self.value)
