from enum import StrEnum


class VideoClipFitType1(StrEnum):
    CONTAIN = "contain"

    def __str__(self) -> str:
        return str(self.value)
