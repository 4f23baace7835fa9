from enum import StrEnum


class SearchResourcesResponse200ResultsItemCandidatesItemKindType3(StrEnum):
    GIF = "gif"

    def __str__(self) -> str:
        return str(self.value)
