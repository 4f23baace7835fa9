from enum import StrEnum


class ClipType6BlendModeType4(StrEnum):
    DARKEN = "darken"

    def __str__(self) -> str:
        return str(self.value)
