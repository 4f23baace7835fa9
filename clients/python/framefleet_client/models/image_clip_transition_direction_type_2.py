from enum import StrEnum


class ImageClipTransitionDirectionType2(StrEnum):
    UP = "up"

    def __str__(self) -> str:
        return str(self.value)
