from enum import StrEnum


class VideoClipBlendModeType6(StrEnum):
    COLOR_DODGE = "color-dodge"

    def __str__(self) -> str:
        return str(self.value)
