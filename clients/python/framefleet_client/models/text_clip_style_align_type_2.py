from enum import StrEnum


class TextClipStyleAlignType2(StrEnum):
    RIGHT = "right"

    def __str__(self) -> str:
        return str(self.value)
