from enum import StrEnum


class GetMediaResponse200StatusType4(StrEnum):
    FAILED = "failed"

    def __str__(self) -> str:
        return str(self.value)
