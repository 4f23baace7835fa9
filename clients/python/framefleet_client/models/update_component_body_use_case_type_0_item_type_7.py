from enum import StrEnum


class UpdateComponentBodyUseCaseType0ItemType7(StrEnum):
    EMPHASIS = "emphasis"

    def __str__(self) -> str:
        return str(self.value)
