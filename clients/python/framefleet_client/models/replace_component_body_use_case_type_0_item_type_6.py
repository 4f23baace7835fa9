from enum import StrEnum


class ReplaceComponentBodyUseCaseType0ItemType6(StrEnum):
    GRADE = "grade"

    def __str__(self) -> str:
        return str(self.value)
