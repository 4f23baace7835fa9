from enum import StrEnum


class VerifyCompositionResponse202StatusType3(StrEnum):
    CANCELLED = "cancelled"

    def __str__(self) -> str:
        return str(self.value)
