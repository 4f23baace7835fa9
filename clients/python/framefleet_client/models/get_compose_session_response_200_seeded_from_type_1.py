from enum import StrEnum


class GetComposeSessionResponse200SeededFromType1(StrEnum):
    SEED = "seed"

    def __str__(self) -> str:
        return str(self.value)
