from enum import StrEnum


class ListLedgerEntriesResponse200DataItemKindType1(StrEnum):
    CHARGE = "charge"

    def __str__(self) -> str:
        return str(self.value)
