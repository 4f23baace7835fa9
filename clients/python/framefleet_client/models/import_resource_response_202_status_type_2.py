from enum import StrEnum


class ImportResourceResponse202StatusType2(StrEnum):
    GENERATING = "generating"

    def __str__(self) -> str:
        return str(self.value)
