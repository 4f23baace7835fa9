from enum import StrEnum


class SearchResourcesBodyProviderType3(StrEnum):
    GIPHY = "giphy"

    def __str__(self) -> str:
        return str(self.value)
