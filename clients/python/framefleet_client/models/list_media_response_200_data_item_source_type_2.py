from enum import StrEnum


class ListMediaResponse200DataItemSourceType2(StrEnum):
    GENERATE = "generate"

    def __str__(self) -> str:
        return str(self.value)
