from enum import StrEnum


class ListMediaFactsResponse200OffersItemKindType1(StrEnum):
    SUBJECTTRACK = "subjectTrack"

    def __str__(self) -> str:
        return str(self.value)
