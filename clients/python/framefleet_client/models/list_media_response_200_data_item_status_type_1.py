from enum import StrEnum


class ListMediaResponse200DataItemStatusType1(StrEnum):
    PROCESSING = "processing"

    def __str__(self) -> str:
        return str(self.value)
