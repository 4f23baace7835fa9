from enum import StrEnum


class CreateCriticResponse201PhaseType1(StrEnum):
    FRAMES = "frames"

    def __str__(self) -> str:
        return str(self.value)
