from enum import StrEnum


class OpenComposeSessionResponse201SeededFromType1(StrEnum):
    SEED = "seed"

    def __str__(self) -> str:
        return str(self.value)
