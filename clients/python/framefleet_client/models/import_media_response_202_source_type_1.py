from enum import StrEnum


class ImportMediaResponse202SourceType1(StrEnum):
    IMPORT = "import"

    def __str__(self) -> str:
        return str(self.value)
