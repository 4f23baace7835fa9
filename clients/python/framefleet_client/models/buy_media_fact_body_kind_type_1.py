from enum import StrEnum


class BuyMediaFactBodyKindType1(StrEnum):
    MATTE = "matte"

    def __str__(self) -> str:
        return str(self.value)
