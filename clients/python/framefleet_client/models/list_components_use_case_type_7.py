from enum import StrEnum


class ListComponentsUseCaseType7(StrEnum):
    EMPHASIS = "emphasis"

    def __str__(self) -> str:
        return str(self.value)
