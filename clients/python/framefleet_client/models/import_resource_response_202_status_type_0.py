from enum import StrEnum


class ImportResourceResponse202StatusType0(StrEnum):
    IMPORTING = "importing"

    def __str__(self) -> str:
        return str(self.value)
