from enum import StrEnum


class ImageClipBlendModeType6(StrEnum):
    COLOR_DODGE = "color-dodge"

    def __str__(self) -> str:
        return str(self.value)
