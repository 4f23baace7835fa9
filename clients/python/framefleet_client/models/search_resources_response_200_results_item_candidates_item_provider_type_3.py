from enum import StrEnum


class SearchResourcesResponse200ResultsItemCandidatesItemProviderType3(StrEnum):
    GIPHY = "giphy"

    def __str__(self) -> str:
        return str(self.value)
