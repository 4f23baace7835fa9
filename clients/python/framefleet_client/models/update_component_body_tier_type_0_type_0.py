from enum import StrEnum


class UpdateComponentBodyTierType0Type0(StrEnum):
    RECOMMENDED = "recommended"

    def __str__(self) -> str:
        return str(self.value)
