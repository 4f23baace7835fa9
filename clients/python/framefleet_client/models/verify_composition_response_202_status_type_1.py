from enum import StrEnum


class VerifyCompositionResponse202StatusType1(StrEnum):
    SUCCEEDED = "succeeded"

    def __str__(self) -> str:
        return str(self.value)
