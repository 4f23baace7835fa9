from enum import StrEnum


class UpdateComponentBodyUseCaseType0ItemType5(StrEnum):
    BACKGROUND = "background"

    def __str__(self) -> str:
        return str(self.value)
