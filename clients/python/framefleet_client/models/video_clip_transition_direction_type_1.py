from enum import StrEnum


class VideoClipTransitionDirectionType1(StrEnum):
    RIGHT = "right"

    def __str__(self) -> str:
        return str(self.value)
