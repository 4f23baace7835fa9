from enum import StrEnum


class CaptionsClipBlendModeType6(StrEnum):
    COLOR_DODGE = "color-dodge"

    def __str__(self) -> str:
        return str(self.value)
