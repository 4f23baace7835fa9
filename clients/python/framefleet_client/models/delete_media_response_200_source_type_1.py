from enum import StrEnum


class DeleteMediaResponse200SourceType1(StrEnum):
    IMPORT = "import"

    def __str__(self) -> str:
        return str(self.value)
