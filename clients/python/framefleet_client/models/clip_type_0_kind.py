from enum import StrEnum


class ClipType0Kind(StrEnum):
    VIDEO = "video"

    def __str__(self) -> str:
        return str(self.value)
