from enum import StrEnum


class UpdateCriticResponse200TierType0(StrEnum):
    BUILTIN = "builtin"

    def __str__(self) -> str:
        return str(self.value)
