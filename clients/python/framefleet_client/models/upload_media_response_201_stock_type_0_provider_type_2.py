from enum import StrEnum


class UploadMediaResponse201StockType0ProviderType2(StrEnum):
    FREESOUND = "freesound"

    def __str__(self) -> str:
        return str(self.value)
