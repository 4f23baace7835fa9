from enum import StrEnum


class SearchResourcesResponse200ResultsItemCandidatesItemKindType1(StrEnum):
    PHOTO = "photo"

    def __str__(self) -> str:
        return str(self.value)
