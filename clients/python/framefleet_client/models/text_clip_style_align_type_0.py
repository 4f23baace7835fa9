from enum import StrEnum


class TextClipStyleAlignType0(StrEnum):
    LEFT = "left"

    def __str__(self) -> str:
        return str(self.value)
