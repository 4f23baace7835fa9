from enum import StrEnum


class GetMediaResponse200SourceType0(StrEnum):
    UPLOAD = "upload"

    def __str__(self) -> str:
        return str(self.value)
