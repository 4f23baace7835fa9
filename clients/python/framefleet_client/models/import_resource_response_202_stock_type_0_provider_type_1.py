from enum import StrEnum


class ImportResourceResponse202StockType0ProviderType1(StrEnum):
    PIXABAY = "pixabay"

    def __str__(self) -> str:
        return str(self.value)
