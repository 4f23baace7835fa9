from enum import StrEnum


class ImportResourceResponse202SourceType0(StrEnum):
    UPLOAD = "upload"

    def __str__(self) -> str:
        return str(self.value)
