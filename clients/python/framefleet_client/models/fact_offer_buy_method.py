from enum import StrEnum


class FactOfferBuyMethod(StrEnum):
    POST = "POST"

    def __str__(self) -> str:
        return str(self.value)
