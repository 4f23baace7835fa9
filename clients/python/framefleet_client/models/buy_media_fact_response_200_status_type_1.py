from enum import StrEnum


class BuyMediaFactResponse200StatusType1(StrEnum):
    READY = "ready"

    def __str__(self) -> str:
        return str(self.value)
