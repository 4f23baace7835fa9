from enum import StrEnum


class BuyMediaFactResponse202StatusType1(StrEnum):
    READY = "ready"

    def __str__(self) -> str:
        return str(self.value)
