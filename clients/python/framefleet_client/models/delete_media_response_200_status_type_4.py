from enum import StrEnum


class DeleteMediaResponse200StatusType4(StrEnum):
    FAILED = "failed"

    def __str__(self) -> str:
        return str(self.value)
