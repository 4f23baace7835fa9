from enum import StrEnum


class UpdateComponentBodyUseCaseType0ItemType0(StrEnum):
    INTRO = "intro"

    def __str__(self) -> str:
        return str(self.value)
