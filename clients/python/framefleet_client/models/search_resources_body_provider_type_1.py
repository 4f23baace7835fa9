from enum import StrEnum


class SearchResourcesBodyProviderType1(StrEnum):
    PIXABAY = "pixabay"

    def __str__(self) -> str:
        return str(self.value)
