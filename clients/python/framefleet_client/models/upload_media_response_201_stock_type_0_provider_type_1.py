from enum import StrEnum


class UploadMediaResponse201StockType0ProviderType1(StrEnum):
    PIXABAY = "pixabay"

    def __str__(self) -> str:
        return str(self.value)
