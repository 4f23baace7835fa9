from enum import StrEnum


class CaptionsClipProfilePositionType0(StrEnum):
    TOP = "top"

    def __str__(self) -> str:
        return str(self.value)
