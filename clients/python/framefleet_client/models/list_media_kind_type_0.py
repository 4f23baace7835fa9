from enum import StrEnum


class ListMediaKindType0(StrEnum):
    VIDEO = "video"

    def __str__(self) -> str:
        return str(self.value)
