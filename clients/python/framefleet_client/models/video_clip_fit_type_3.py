from enum import StrEnum


class VideoClipFitType3(StrEnum):
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
