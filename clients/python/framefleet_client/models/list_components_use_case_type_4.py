from enum import StrEnum


class ListComponentsUseCaseType4(StrEnum):
    TRANSITION = "transition"

    def __str__(self) -> str:
        return str(self.value)
