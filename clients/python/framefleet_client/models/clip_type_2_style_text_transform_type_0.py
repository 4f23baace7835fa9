from enum import StrEnum


class ClipType2StyleTextTransformType0(StrEnum):
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
