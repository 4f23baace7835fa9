from enum import StrEnum


class ListMediaResponse200DataItemStockType0ProviderType3(StrEnum):
    GIPHY = "giphy"

    def __str__(self) -> str:
        return str(self.value)
