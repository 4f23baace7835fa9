from enum import StrEnum


class FactStatusType2(StrEnum):
    FAILED = "failed"

    def __str__(self) -> str:
        return str(self.value)
