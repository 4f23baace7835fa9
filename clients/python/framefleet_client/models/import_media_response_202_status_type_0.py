from enum import StrEnum


class ImportMediaResponse202StatusType0(StrEnum):
    IMPORTING = "importing"

    def __str__(self) -> str:
        return str(self.value)
