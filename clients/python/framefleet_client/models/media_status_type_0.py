from enum import StrEnum


class MediaStatusType0(StrEnum):
    IMPORTING = "importing"

    def __str__(self) -> str:
        return str(self.value)
