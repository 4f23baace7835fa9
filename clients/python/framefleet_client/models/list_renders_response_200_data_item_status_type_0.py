from enum import StrEnum


class ListRendersResponse200DataItemStatusType0(StrEnum):
    QUEUED = "queued"

    def __str__(self) -> str:
        return str(self.value)
