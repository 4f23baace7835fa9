from enum import StrEnum


class ListMediaResponse200DataItemKindType0Type2(StrEnum):
    AUDIO = "audio"

    def __str__(self) -> str:
        return str(self.value)
