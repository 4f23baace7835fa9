from enum import StrEnum


class ImageClipBlendModeType1(StrEnum):
    MULTIPLY = "multiply"

    def __str__(self) -> str:
        return str(self.value)
