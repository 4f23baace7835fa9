from enum import StrEnum


class ListMediaFactsResponse200FactsItemKindType1(StrEnum):
    SUBJECTTRACK = "subjectTrack"

    def __str__(self) -> str:
        return str(self.value)
