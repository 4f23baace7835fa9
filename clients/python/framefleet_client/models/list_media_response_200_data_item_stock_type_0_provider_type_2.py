from enum import StrEnum


class ListMediaResponse200DataItemStockType0ProviderType2(StrEnum):
    FREESOUND = "freesound"

    def __str__(self) -> str:
        return str(self.value)
