from enum import StrEnum


class ListMediaResponse200DataItemSourceType1(StrEnum):
    IMPORT = "import"

    def __str__(self) -> str:
        return str(self.value)
