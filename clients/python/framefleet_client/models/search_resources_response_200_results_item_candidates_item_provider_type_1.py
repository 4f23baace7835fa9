from enum import StrEnum


class SearchResourcesResponse200ResultsItemCandidatesItemProviderType1(StrEnum):
    PIXABAY = "pixabay"

    def __str__(self) -> str:
        return str(self.value)
