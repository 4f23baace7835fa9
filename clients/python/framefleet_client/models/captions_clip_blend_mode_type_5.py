from enum import StrEnum


class CaptionsClipBlendModeType5(StrEnum):
    LIGHTEN = "lighten"

    def __str__(self) -> str:
        return str(self.value)
