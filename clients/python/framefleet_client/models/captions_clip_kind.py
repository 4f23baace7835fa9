from enum import StrEnum


class CaptionsClipKind(StrEnum):
    CAPTIONS = "captions"

    def __str__(self) -> str:
        return str(self.value)
