from enum import StrEnum


class CreateComponentBodyUseCaseItemType5(StrEnum):
    BACKGROUND = "background"

    def __str__(self) -> str:
        return str(self.value)
