from enum import StrEnum


class ListMediaResponse200DataItemKindType0Type1(StrEnum):
    IMAGE = "image"

    def __str__(self) -> str:
        return str(self.value)
