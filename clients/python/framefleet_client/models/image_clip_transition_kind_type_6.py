from enum import StrEnum


class ImageClipTransitionKindType6(StrEnum):
    IRIS = "iris"

    def __str__(self) -> str:
        return str(self.value)
