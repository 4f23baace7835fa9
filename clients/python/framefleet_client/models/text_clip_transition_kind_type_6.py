from enum import StrEnum


class TextClipTransitionKindType6(StrEnum):
    IRIS = "iris"

    def __str__(self) -> str:
        return str(self.value)
