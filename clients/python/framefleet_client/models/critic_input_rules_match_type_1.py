from enum import StrEnum


class CriticInputRulesMatchType1(StrEnum):
    ANY = "any"

    def __str__(self) -> str:
        return str(self.value)
