from enum import StrEnum


class GetMediaResponse200StockType0ProviderType1(StrEnum):
    PIXABAY = "pixabay"

    def __str__(self) -> str:
        return str(self.value)
