from enum import StrEnum


class ListMediaFactsResponse200OffersItemKindType2(StrEnum):
    DETECTION = "detection"

    def __str__(self) -> str:
        return str(self.value)
