from enum import StrEnum


class CreateComponentBodyTierType1(StrEnum):
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
