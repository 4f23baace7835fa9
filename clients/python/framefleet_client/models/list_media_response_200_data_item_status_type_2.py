from enum import StrEnum


class ListMediaResponse200DataItemStatusType2(StrEnum):
    GENERATING = "generating"

    def __str__(self) -> str:
        return str(self.value)
