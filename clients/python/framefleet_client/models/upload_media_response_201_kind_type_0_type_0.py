from enum import StrEnum


class UploadMediaResponse201KindType0Type0(StrEnum):
    VIDEO = "video"

    def __str__(self) -> str:
        return str(self.value)
