from enum import StrEnum


class BrandKitOutroKindType0(StrEnum):
    CARD = "card"

    def __str__(self) -> str:
        return str(self.value)
