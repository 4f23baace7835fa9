from enum import StrEnum


class SearchResourcesResponse200ResultsItemCandidatesItemKindType2(StrEnum):
    SFX = "sfx"

    def __str__(self) -> str:
        return str(self.value)
