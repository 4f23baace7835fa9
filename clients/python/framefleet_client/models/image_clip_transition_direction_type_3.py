from enum import StrEnum


class ImageClipTransitionDirectionType3(StrEnum):
    DOWN = "down"

    def __str__(self) -> str:
        return str(self.value)
