from enum import StrEnum


class ListRendersResponse200DataItemStatusType3(StrEnum):
    COMPLETE = "complete"

    def __str__(self) -> str:
        return str(self.value)
