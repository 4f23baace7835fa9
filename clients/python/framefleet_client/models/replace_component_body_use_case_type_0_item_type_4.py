from enum import StrEnum


class ReplaceComponentBodyUseCaseType0ItemType4(StrEnum):
    TRANSITION = "transition"

    def __str__(self) -> str:
        return str(self.value)
