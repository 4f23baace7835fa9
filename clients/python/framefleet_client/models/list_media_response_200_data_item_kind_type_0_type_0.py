from enum import StrEnum


class ListMediaResponse200DataItemKindType0Type0(StrEnum):
    VIDEO = "video"

    def __str__(self) -> str:
        return str(self.value)
