from enum import StrEnum


class VideoClipKind(StrEnum):
    VIDEO = "video"

    def __str__(self) -> str:
        return str(self.value)
