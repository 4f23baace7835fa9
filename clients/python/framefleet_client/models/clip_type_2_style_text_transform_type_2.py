from enum import StrEnum


class ClipType2StyleTextTransformType2(StrEnum):
    LOWERCASE = "lowercase"

    def __str__(self) -> str:
        return str(self.value)
