from enum import StrEnum


class ImportResourceResponse202KindType0Type0(StrEnum):
    VIDEO = "video"

    def __str__(self) -> str:
        return str(self.value)
