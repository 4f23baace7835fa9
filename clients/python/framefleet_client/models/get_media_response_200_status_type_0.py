from enum import StrEnum


class GetMediaResponse200StatusType0(StrEnum):
    IMPORTING = "importing"

    def __str__(self) -> str:
        return str(self.value)
