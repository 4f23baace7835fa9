from enum import StrEnum


class VideoClipBlendModeType4(StrEnum):
    DARKEN = "darken"

    def __str__(self) -> str:
        return str(self.value)
