from enum import StrEnum


class SearchResourcesResponse200ResultsItemCandidatesItemKindType0(StrEnum):
    VIDEO = "video"

    def __str__(self) -> str:
        return str(self.value)
