from enum import StrEnum


class UploadMediaResponse201SourceType0(StrEnum):
    UPLOAD = "upload"

    def __str__(self) -> str:
        return str(self.value)
