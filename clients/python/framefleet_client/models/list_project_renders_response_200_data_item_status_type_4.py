from enum import StrEnum


class ListProjectRendersResponse200DataItemStatusType4(StrEnum):
    ERROR = "error"

    def __str__(self) -> str:
        return str(self.value)
