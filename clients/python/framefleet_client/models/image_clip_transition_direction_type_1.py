from enum import StrEnum


class ImageClipTransitionDirectionType1(StrEnum):
    RIGHT = "right"

    def __str__(self) -> str:
        return str(self.value)
