from enum import StrEnum


class CloseComposeSessionResponse200SeededFromType1(StrEnum):
    SEED = "seed"

    def __str__(self) -> str:
        return str(self.value)
