from enum import StrEnum


class CriticPatchRulesType0MatchType0(StrEnum):
    ALL = "all"

    def __str__(self) -> str:
        return str(self.value)
