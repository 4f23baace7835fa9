from enum import StrEnum


class GetMediaResponse200StockType0ProviderType3(StrEnum):
    GIPHY = "giphy"

    def __str__(self) -> str:
        return str(self.value)
