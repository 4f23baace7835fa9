from enum import StrEnum


class ImageClipBlendModeType3(StrEnum):
    OVERLAY = "overlay"

    def __str__(self) -> str:
        return str(self.value)
