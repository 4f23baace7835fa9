from enum import StrEnum


class ListMediaFactsResponse200OffersItemBuyMethod(StrEnum):
    POST = "POST"

    def __str__(self) -> str:
        return str(self.value)
