from enum import StrEnum


class ListProjectRendersResponse200DataItemStatusType2(StrEnum):
    ASSEMBLING = "assembling"

    def __str__(self) -> str:
        return str(self.value)
