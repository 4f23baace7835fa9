from enum import StrEnum


class GetMediaResponse200StatusType1(StrEnum):
    PROCESSING = "processing"

    def __str__(self) -> str:
        return str(self.value)
