from enum import StrEnum


class ImageClipFitType2(StrEnum):
    FILL = "fill"

    def __str__(self) -> str:
        return str(self.value)
