from enum import StrEnum


class ListRendersResponse200DataItemStatusType4(StrEnum):
    ERROR = "error"

    def __str__(self) -> str:
        return str(self.value)
