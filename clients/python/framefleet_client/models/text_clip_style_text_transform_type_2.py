from enum import StrEnum


class TextClipStyleTextTransformType2(StrEnum):
    LOWERCASE = "lowercase"

    def __str__(self) -> str:
        return str(self.value)
