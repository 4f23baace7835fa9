from enum import StrEnum


class TextClipBlendModeType1(StrEnum):
    MULTIPLY = "multiply"

    def __str__(self) -> str:
        return str(self.value)
