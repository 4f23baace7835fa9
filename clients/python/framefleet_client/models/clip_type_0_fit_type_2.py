from enum import StrEnum


class ClipType0FitType2(StrEnum):
    FILL = "fill"

    def __str__(self) -> str:
        return str(self.value)
