from enum import StrEnum


class ReplaceComponentBodyUseCaseType0ItemType1(StrEnum):
    OUTRO = "outro"

    def __str__(self) -> str:
        return str(self.value)
