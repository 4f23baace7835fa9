from enum import StrEnum


class VideoClipBlendModeType5(StrEnum):
    LIGHTEN = "lighten"

    def __str__(self) -> str:
        return str(self.value)
