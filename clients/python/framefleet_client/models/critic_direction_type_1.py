from enum import StrEnum


class CriticDirectionType1(StrEnum):
    MAX = "max"

    def __str__(self) -> str:
        return str(self.value)
