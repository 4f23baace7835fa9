from enum import StrEnum


class ImageClipFitType3(StrEnum):
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
