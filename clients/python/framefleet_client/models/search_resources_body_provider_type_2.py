from enum import StrEnum


class SearchResourcesBodyProviderType2(StrEnum):
    FREESOUND = "freesound"

    def __str__(self) -> str:
        return str(self.value)
