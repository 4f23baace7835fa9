from enum import StrEnum


class UploadMediaResponse201KindType0Type1(StrEnum):
    IMAGE = "image"

    def __str__(self) -> str:
        return str(self.value)
