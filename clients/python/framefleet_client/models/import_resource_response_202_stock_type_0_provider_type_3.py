from enum import StrEnum


class ImportResourceResponse202StockType0ProviderType3(StrEnum):
    GIPHY = "giphy"

    def __str__(self) -> str:
        return str(self.value)
