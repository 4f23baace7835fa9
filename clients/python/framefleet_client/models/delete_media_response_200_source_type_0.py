from enum import StrEnum


class DeleteMediaResponse200SourceType0(StrEnum):
    UPLOAD = "upload"

    def __str__(self) -> str:
        return str(self.value)
