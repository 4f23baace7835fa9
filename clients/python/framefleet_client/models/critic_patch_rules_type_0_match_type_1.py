from enum import StrEnum


class CriticPatchRulesType0MatchType1(StrEnum):
    ANY = "any"

    def __str__(self) -> str:
        return str(self.value)
