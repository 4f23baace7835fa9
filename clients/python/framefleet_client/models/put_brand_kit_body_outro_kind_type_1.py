from enum import StrEnum


class PutBrandKitBodyOutroKindType1(StrEnum):
    VIDEO = "video"

    def __str__(self) -> str:
        return str(self.value)
