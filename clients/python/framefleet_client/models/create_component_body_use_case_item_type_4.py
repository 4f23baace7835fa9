from enum import StrEnum


class CreateComponentBodyUseCaseItemType4(StrEnum):
    TRANSITION = "transition"

    def __str__(self) -> str:
        return str(self.value)
