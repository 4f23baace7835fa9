from enum import StrEnum


class SearchResourcesResponse200ResultsItemCandidatesItemProviderType0(StrEnum):
    PEXELS = "pexels"

    def __str__(self) -> str:
        return str(self.value)
