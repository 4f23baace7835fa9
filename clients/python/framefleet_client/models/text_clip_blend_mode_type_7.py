from enum import StrEnum


class TextClipBlendModeType7(StrEnum):
    SOFT_LIGHT = "soft-light"

    def __str__(self) -> str:
        return str(self.value)
