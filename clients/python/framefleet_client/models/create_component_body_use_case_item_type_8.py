from enum import StrEnum


class CreateComponentBodyUseCaseItemType8(StrEnum):
    EXPLAINER = "explainer"

    def __str__(self) -> str:
        return str(self.value)
