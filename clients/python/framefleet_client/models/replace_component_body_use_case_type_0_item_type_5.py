from enum import StrEnum


class ReplaceComponentBodyUseCaseType0ItemType5(StrEnum):
    BACKGROUND = "background"

    def __str__(self) -> str:
        return str(self.value)
