from enum import StrEnum


class UpdateComponentBodyTierType0Type1(StrEnum):
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
