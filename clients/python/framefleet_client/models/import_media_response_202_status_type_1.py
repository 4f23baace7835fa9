from enum import StrEnum


class ImportMediaResponse202StatusType1(StrEnum):
    PROCESSING = "processing"

    def __str__(self) -> str:
        return str(self.value)
