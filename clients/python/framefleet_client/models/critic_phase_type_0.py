from enum import StrEnum


class CriticPhaseType0(StrEnum):
    COMPOSITION = "composition"

    def __str__(self) -> str:
        return str(self.value)
