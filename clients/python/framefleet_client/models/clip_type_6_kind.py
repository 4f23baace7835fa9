from enum import StrEnum


class ClipType6Kind(StrEnum):
    CAPTIONS = "captions"

    def __str__(self) -> str:
        return str(self.value)
