from enum import StrEnum


class ListProjectRendersResponse200DataItemStatusType3(StrEnum):
    COMPLETE = "complete"

    def __str__(self) -> str:
        return str(self.value)
