from enum import StrEnum


class CriticPhaseType1(StrEnum):
    FRAMES = "frames"

    def __str__(self) -> str:
        return str(self.value)
