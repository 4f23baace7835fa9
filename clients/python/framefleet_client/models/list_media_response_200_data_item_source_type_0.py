from enum import StrEnum


class ListMediaResponse200DataItemSourceType0(StrEnum):
    UPLOAD = "upload"

    def __str__(self) -> str:
        return str(self.value)
