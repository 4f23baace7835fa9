from enum import StrEnum


class ClipType0FitType0(StrEnum):
    COVER = "cover"

    def __str__(self) -> str:
        return str(self.value)
