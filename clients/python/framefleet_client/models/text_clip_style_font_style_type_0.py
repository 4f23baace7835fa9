from enum import StrEnum


class TextClipStyleFontStyleType0(StrEnum):
    NORMAL = "normal"

    def __str__(self) -> str:
        return str(self.value)
