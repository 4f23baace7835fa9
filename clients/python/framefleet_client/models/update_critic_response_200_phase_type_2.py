from enum import StrEnum


class UpdateCriticResponse200PhaseType2(StrEnum):
    TIMELINE = "timeline"

    def __str__(self) -> str:
        return str(self.value)
