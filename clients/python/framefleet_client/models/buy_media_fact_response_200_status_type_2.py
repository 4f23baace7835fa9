from enum import StrEnum


class BuyMediaFactResponse200StatusType2(StrEnum):
    FAILED = "failed"

    def __str__(self) -> str:
        return str(self.value)
