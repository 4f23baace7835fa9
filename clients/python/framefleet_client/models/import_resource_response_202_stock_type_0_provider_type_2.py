from enum import StrEnum


class ImportResourceResponse202StockType0ProviderType2(StrEnum):
    FREESOUND = "freesound"

    def __str__(self) -> str:
        return str(self.value)
