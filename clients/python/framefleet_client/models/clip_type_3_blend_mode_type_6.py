from enum import StrEnum


class ClipType3BlendModeType6(StrEnum):
    COLOR_DODGE = "color-dodge"

    def __str__(self) -> str:
        return str(self.value)
