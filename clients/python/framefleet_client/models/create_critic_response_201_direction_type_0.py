from enum import StrEnum


class CreateCriticResponse201DirectionType0(StrEnum):
    MIN = "min"

    def __str__(self) -> str:
        return str(self.value)
