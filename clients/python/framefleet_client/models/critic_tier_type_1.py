from enum import StrEnum


class CriticTierType1(StrEnum):
    ORG = "org"

    def __str__(self) -> str:
        return str(self.value)
