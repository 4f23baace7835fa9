from enum import StrEnum


class CreateComponentBodyUseCaseItemType1(StrEnum):
    OUTRO = "outro"

    def __str__(self) -> str:
        return str(self.value)
