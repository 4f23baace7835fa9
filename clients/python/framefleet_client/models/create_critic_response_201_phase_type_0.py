from enum import StrEnum


class CreateCriticResponse201PhaseType0(StrEnum):
    COMPOSITION = "composition"

    def __str__(self) -> str:
        return str(self.value)
