from enum import StrEnum


class ReplaceComponentBodyUseCaseType0ItemType8(StrEnum):
    EXPLAINER = "explainer"

    def __str__(self) -> str:
        return str(self.value)
