from enum import StrEnum


class ImageClipFitType1(StrEnum):
    CONTAIN = "contain"

    def __str__(self) -> str:
        return str(self.value)
