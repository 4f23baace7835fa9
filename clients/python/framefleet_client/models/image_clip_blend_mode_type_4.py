from enum import StrEnum


class ImageClipBlendModeType4(StrEnum):
    DARKEN = "darken"

    def __str__(self) -> str:
        return str(self.value)
