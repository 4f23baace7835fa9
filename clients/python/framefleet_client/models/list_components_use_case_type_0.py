from enum import StrEnum


class ListComponentsUseCaseType0(StrEnum):
    INTRO = "intro"

    def __str__(self) -> str:
        return str(self.value)
