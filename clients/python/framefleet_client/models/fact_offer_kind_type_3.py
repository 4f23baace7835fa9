from enum import StrEnum


class FactOfferKindType3(StrEnum):
    SIGNALS = "signals"

    def __str__(self) -> str:
        return str(self.value)
