from enum import StrEnum


class BuyMediaMatteResponse200StatusType0(StrEnum):
    PENDING = "pending"

    def __str__(self) -> str:
        return str(self.value)
