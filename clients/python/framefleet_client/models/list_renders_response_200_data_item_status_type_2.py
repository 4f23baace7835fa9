from enum import StrEnum


class ListRendersResponse200DataItemStatusType2(StrEnum):
    ASSEMBLING = "assembling"

    def __str__(self) -> str:
        return str(self.value)
