from enum import StrEnum


class ListMediaFactsResponse200OffersItemDetectorType0Type0(StrEnum):
    FACE = "face"

    def __str__(self) -> str:
        return str(self.value)
