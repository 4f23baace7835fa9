from enum import StrEnum


class VerifyCompositionResponse202Kind(StrEnum):
    VERIFY = "verify"

    def __str__(self) -> str:
        return str(self.value)
