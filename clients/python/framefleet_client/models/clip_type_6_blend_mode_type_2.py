from enum import StrEnum


class ClipType6BlendModeType2(StrEnum):
    SCREEN = "screen"

    def __str__(self) -> str:
        return str(self.value)
