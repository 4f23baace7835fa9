from enum import StrEnum


class FactKindType3(StrEnum):
    SIGNALS = "signals"

    def __str__(self) -> str:
        return str(self.value)
