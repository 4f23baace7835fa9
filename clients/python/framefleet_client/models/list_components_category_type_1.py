from enum import StrEnum


class ListComponentsCategoryType1(StrEnum):
    EFFECTS = "effects"

    def __str__(self) -> str:
        return str(self.value)
