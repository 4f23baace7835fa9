from enum import StrEnum


class ListComponentsUseCaseType1(StrEnum):
    OUTRO = "outro"

    def __str__(self) -> str:
        return str(self.value)
