from enum import StrEnum


class CreateComponentBodyUseCaseItemType7(StrEnum):
    EMPHASIS = "emphasis"

    def __str__(self) -> str:
        return str(self.value)
