from enum import StrEnum


class ClipType3Kind(StrEnum):
    SHAPE = "shape"

    def __str__(self) -> str:
        return str(self.value)
