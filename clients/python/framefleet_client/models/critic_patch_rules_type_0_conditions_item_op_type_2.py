from enum import StrEnum


class CriticPatchRulesType0ConditionsItemOpType2(StrEnum):
    VALUE_0 = ">"

    def __str__(self) -> str:
        return str(self.value)
