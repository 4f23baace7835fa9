from enum import StrEnum


class CriticPatchRulesType0ConditionsItemOpType3(StrEnum):
    VALUE_0 = "<"

    def __str__(self) -> str:
        return str(self.value)
