from enum import StrEnum


class CriticInputRulesConditionsItemOpType2(StrEnum):
    VALUE_0 = ">"

    def __str__(self) -> str:
        return str(self.value)
