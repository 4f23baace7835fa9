from enum import StrEnum


class TextClipKind(StrEnum):
    TEXT = "text"

    def __str__(self) -> str:
        return str(self.value)
