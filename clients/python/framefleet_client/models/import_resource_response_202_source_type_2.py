from enum import StrEnum


class ImportResourceResponse202SourceType2(StrEnum):
    GENERATE = "generate"

    def __str__(self) -> str:
        return str(self.value)
