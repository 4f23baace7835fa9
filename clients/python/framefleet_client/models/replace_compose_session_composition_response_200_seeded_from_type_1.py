from enum import StrEnum


class ReplaceComposeSessionCompositionResponse200SeededFromType1(StrEnum):
    SEED = "seed"

    def __str__(self) -> str:
        return str(self.value)
