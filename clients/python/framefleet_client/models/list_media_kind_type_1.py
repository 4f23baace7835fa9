from enum import StrEnum


class ListMediaKindType1(StrEnum):
    IMAGE = "image"

    def __str__(self) -> str:
        return str(self.value)
