from enum import StrEnum


class CreateComponentBodyUseCaseItemType0(StrEnum):
    INTRO = "intro"

    def __str__(self) -> str:
        return str(self.value)
