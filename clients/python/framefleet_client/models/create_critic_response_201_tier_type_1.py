from enum import StrEnum


class CreateCriticResponse201TierType1(StrEnum):
    ORG = "org"

    def __str__(self) -> str:
        return str(self.value)
