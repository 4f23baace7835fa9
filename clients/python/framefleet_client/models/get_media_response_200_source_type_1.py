from enum import StrEnum


class GetMediaResponse200SourceType1(StrEnum):
    IMPORT = "import"

    def __str__(self) -> str:
        return str(self.value)
