from enum import StrEnum


class FactStatusType1(StrEnum):
    READY = "ready"

    def __str__(self) -> str:
        return str(self.value)
