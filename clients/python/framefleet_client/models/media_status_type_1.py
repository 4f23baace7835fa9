from enum import StrEnum


class MediaStatusType1(StrEnum):
    PROCESSING = "processing"

    def __str__(self) -> str:
        return str(self.value)
