from enum import StrEnum


class TextClipStyleAlignType1(StrEnum):
    CENTER = "center"

    def __str__(self) -> str:
        return str(self.value)
