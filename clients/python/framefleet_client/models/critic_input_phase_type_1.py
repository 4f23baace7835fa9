from enum import StrEnum


class CriticInputPhaseType1(StrEnum):
    FRAMES = "frames"

    def __str__(self) -> str:
        return str(self.value)
