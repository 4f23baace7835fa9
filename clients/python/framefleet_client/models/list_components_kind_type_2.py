from enum import StrEnum


class ListComponentsKindType2(StrEnum):
    SCENE = "scene"

    def __str__(self) -> str:
        return str(self.value)
