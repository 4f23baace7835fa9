from enum import StrEnum


class VideoClipFitType0(StrEnum):
    COVER = "cover"

    def __str__(self) -> str:
        return str(self.value)
