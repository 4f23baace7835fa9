from enum import StrEnum


class StockProvenanceProviderType3(StrEnum):
    GIPHY = "giphy"

    def __str__(self) -> str:
        return str(self.value)
