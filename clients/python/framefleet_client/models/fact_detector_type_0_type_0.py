from enum import StrEnum


class FactDetectorType0Type0(StrEnum):
    FACE = "face"

    def __str__(self) -> str:
        return str(self.value)
