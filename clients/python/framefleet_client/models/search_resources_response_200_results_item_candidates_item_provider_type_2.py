from enum import StrEnum


class SearchResourcesResponse200ResultsItemCandidatesItemProviderType2(StrEnum):
    FREESOUND = "freesound"

    def __str__(self) -> str:
        return str(self.value)
