from enum import StrEnum


class ImportResourceResponse202SourceType1(StrEnum):
    IMPORT = "import"

    def __str__(self) -> str:
        return str(self.value)
