from enum import StrEnum


class VideoClipFitType2(StrEnum):
    FILL = "fill"

    def __str__(self) -> str:
        return str(self.value)
