from enum import StrEnum


class ListLedgerEntriesResponse200DataItemKindType0(StrEnum):
    GRANT = "grant"

    def __str__(self) -> str:
        return str(self.value)
