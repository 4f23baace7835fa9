from enum import StrEnum


class ClipType3FillType1KindType0(StrEnum):
    LINEAR = "linear"

    def __str__(self) -> str:
        return str(self.value)
