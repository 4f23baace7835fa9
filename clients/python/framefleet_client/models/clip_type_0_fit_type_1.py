from enum import StrEnum


class ClipType0FitType1(StrEnum):
    CONTAIN = "contain"

    def __str__(self) -> str:
        return str(self.value)
