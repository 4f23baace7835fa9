from enum import StrEnum


class TextClipBlendModeType3(StrEnum):
    OVERLAY = "overlay"

    def __str__(self) -> str:
        return str(self.value)
