from enum import StrEnum


class ListMediaResponse200DataItemStockType0ProviderType1(StrEnum):
    PIXABAY = "pixabay"

    def __str__(self) -> str:
        return str(self.value)
