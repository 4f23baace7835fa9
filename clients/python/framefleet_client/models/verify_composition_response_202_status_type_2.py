from enum import StrEnum


class VerifyCompositionResponse202StatusType2(StrEnum):
    FAILED = "failed"

    def __str__(self) -> str:
        return str(self.value)
