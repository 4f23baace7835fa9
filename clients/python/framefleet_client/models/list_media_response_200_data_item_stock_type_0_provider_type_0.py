from enum import StrEnum


class ListMediaResponse200DataItemStockType0ProviderType0(StrEnum):
    PEXELS = "pexels"

    def __str__(self) -> str:
        return str(self.value)
