from enum import StrEnum


class UpdateComponentBodyUseCaseType0ItemType8(StrEnum):
    EXPLAINER = "explainer"

    def __str__(self) -> str:
        return str(self.value)
