from enum import StrEnum


class ReplaceComponentBodyUseCaseType0ItemType7(StrEnum):
    EMPHASIS = "emphasis"

    def __str__(self) -> str:
        return str(self.value)
