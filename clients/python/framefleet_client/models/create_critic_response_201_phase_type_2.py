from enum import StrEnum


class CreateCriticResponse201PhaseType2(StrEnum):
    TIMELINE = "timeline"

    def __str__(self) -> str:
        return str(self.value)
