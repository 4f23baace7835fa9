from enum import StrEnum


class CriticTierType0(StrEnum):
    BUILTIN = "builtin"

    def __str__(self) -> str:
        return str(self.value)
