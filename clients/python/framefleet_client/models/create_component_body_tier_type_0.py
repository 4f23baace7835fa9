from enum import StrEnum


class CreateComponentBodyTierType0(StrEnum):
    RECOMMENDED = "recommended"

    def __str__(self) -> str:
        return str(self.value)
