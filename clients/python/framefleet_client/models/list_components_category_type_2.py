from enum import StrEnum


class ListComponentsCategoryType2(StrEnum):
    TRANSITIONS = "transitions"

    def __str__(self) -> str:
        return str(self.value)
