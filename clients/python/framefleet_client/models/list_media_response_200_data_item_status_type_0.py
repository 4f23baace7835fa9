from enum import StrEnum


class ListMediaResponse200DataItemStatusType0(StrEnum):
    IMPORTING = "importing"

    def __str__(self) -> str:
        return str(self.value)
