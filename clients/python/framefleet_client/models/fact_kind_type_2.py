from enum import StrEnum


class FactKindType2(StrEnum):
    DETECTION = "detection"

    def __str__(self) -> str:
        return str(self.value)
