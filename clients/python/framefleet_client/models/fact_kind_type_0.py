from enum import StrEnum


class FactKindType0(StrEnum):
    MATTE = "matte"

    def __str__(self) -> str:
        return str(self.value)
