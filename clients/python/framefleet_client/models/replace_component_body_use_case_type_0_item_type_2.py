from enum import StrEnum


class ReplaceComponentBodyUseCaseType0ItemType2(StrEnum):
    FULL_SCENE = "full-scene"

    def __str__(self) -> str:
        return str(self.value)
