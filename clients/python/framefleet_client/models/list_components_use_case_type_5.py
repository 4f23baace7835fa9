from enum import StrEnum


class ListComponentsUseCaseType5(StrEnum):
    BACKGROUND = "background"

    def __str__(self) -> str:
        return str(self.value)
