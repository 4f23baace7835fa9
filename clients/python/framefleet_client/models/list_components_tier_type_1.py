from enum import StrEnum


class ListComponentsTierType1(StrEnum):
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
