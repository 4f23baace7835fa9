from enum import StrEnum


class GetJobResponse200StatusType1(StrEnum):
    SUCCEEDED = "succeeded"

    def __str__(self) -> str:
        return str(self.value)
