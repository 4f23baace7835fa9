from enum import StrEnum


class ImportResourceResponse202StatusType1(StrEnum):
    PROCESSING = "processing"

    def __str__(self) -> str:
        return str(self.value)
