from enum import StrEnum


class ListComponentsUseCaseType6(StrEnum):
    GRADE = "grade"

    def __str__(self) -> str:
        return str(self.value)
