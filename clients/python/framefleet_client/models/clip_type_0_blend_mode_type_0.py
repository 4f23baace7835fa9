from enum import StrEnum


class ClipType0BlendModeType0(StrEnum):
    NORMAL = "normal"

    def __str__(self) -> str:
        return str(self.value)
