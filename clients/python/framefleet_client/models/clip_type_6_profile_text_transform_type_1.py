from enum import StrEnum


class ClipType6ProfileTextTransformType1(StrEnum):
    UPPERCASE = "uppercase"

    def __str__(self) -> str:
        return str(self.value)
