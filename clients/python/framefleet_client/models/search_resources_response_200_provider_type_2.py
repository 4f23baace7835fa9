from enum import StrEnum


class SearchResourcesResponse200ProviderType2(StrEnum):
    FREESOUND = "freesound"

    def __str__(self) -> str:
        return str(self.value)
