from enum import StrEnum


class ListMediaFactsResponse200FactsItemStatusType2(StrEnum):
    FAILED = "failed"

    def __str__(self) -> str:
        return str(self.value)
