from enum import StrEnum


class UploadMediaResponse201StatusType4(StrEnum):
    FAILED = "failed"

    def __str__(self) -> str:
        return str(self.value)
