from enum import StrEnum


class ListProjectRendersResponse200DataItemStatusType0(StrEnum):
    QUEUED = "queued"

    def __str__(self) -> str:
        return str(self.value)
