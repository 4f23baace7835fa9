from enum import StrEnum


class ImportMediaResponse202SourceType0(StrEnum):
    UPLOAD = "upload"

    def __str__(self) -> str:
        return str(self.value)
