from enum import StrEnum


class UploadMediaResponse201StatusType2(StrEnum):
    GENERATING = "generating"

    def __str__(self) -> str:
        return str(self.value)
