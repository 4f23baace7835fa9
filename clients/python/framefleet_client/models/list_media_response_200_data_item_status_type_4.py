from enum import StrEnum


class ListMediaResponse200DataItemStatusType4(StrEnum):
    FAILED = "failed"

    def __str__(self) -> str:
        return str(self.value)
