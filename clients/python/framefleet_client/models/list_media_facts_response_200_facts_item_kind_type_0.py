from enum import StrEnum


class ListMediaFactsResponse200FactsItemKindType0(StrEnum):
    MATTE = "matte"

    def __str__(self) -> str:
        return str(self.value)
