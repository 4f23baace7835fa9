from enum import StrEnum


class CriticDirectionType0(StrEnum):
    MIN = "min"

    def __str__(self) -> str:
        return str(self.value)
