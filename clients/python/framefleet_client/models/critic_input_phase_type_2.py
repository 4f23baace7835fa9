from enum import StrEnum


class CriticInputPhaseType2(StrEnum):
    TIMELINE = "timeline"

    def __str__(self) -> str:
        return str(self.value)
