from enum import StrEnum


class GetCriticResponse200DirectionType1(StrEnum):
    MAX = "max"

    def __str__(self) -> str:
        return str(self.value)
