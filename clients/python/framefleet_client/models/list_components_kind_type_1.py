from enum import StrEnum


class ListComponentsKindType1(StrEnum):
    TRANSITION = "transition"

    def __str__(self) -> str:
        return str(self.value)
