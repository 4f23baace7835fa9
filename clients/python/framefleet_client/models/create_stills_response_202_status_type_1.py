from enum import StrEnum


class CreateStillsResponse202StatusType1(StrEnum):
    SUCCEEDED = "succeeded"

    def __str__(self) -> str:
        return str(self.value)
