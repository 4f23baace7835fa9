from enum import StrEnum


class UpdateCriticResponse200DirectionType1(StrEnum):
    MAX = "max"

    def __str__(self) -> str:
        return str(self.value)
