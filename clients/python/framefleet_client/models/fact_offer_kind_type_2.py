from enum import StrEnum


class FactOfferKindType2(StrEnum):
    DETECTION = "detection"

    def __str__(self) -> str:
        return str(self.value)
