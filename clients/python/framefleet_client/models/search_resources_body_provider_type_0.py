from enum import StrEnum


class SearchResourcesBodyProviderType0(StrEnum):
    PEXELS = "pexels"

    def __str__(self) -> str:
        return str(self.value)
