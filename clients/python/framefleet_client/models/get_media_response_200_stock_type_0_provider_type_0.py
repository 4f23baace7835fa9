from enum import StrEnum


class GetMediaResponse200StockType0ProviderType0(StrEnum):
    PEXELS = "pexels"

    def __str__(self) -> str:
        return str(self.value)
