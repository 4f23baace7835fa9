from enum import StrEnum


class ImportMediaResponse202SourceType2(StrEnum):
    GENERATE = "generate"

    def __str__(self) -> str:
        return str(self.value)
