from enum import StrEnum


class ListComponentsTierType0(StrEnum):
    RECOMMENDED = "recommended"

    def __str__(self) -> str:
        return str(self.value)
