from enum import StrEnum


class UploadMediaResponse201StatusType3(StrEnum):
    READY = "ready"

    def __str__(self) -> str:
        return str(self.value)
