from enum import StrEnum


class SearchResourcesResponse200ProviderType0(StrEnum):
    PEXELS = "pexels"

    def __str__(self) -> str:
        return str(self.value)
