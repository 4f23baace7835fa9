from enum import StrEnum


class ClipType4BlendModeType4(StrEnum):
    DARKEN = "darken"

    def __str__(self) -> str:
        return str(self.value)
