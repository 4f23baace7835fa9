from enum import StrEnum


class FactStatusType0(StrEnum):
    PENDING = "pending"

    def __str__(self) -> str:
        return str(self.value)
