from enum import StrEnum


class CompositionBrandKitKitOutroKindType0(StrEnum):
    CARD = "card"

    def __str__(self) -> str:
        return str(self.value)
