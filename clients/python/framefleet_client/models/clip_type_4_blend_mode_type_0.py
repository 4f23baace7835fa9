from enum import StrEnum


class ClipType4BlendModeType0(StrEnum):
    NORMAL = "normal"

    def __str__(self) -> str:
        return str(self.value)
