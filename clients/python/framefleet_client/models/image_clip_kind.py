from enum import StrEnum


class ImageClipKind(StrEnum):
    IMAGE = "image"

    def __str__(self) -> str:
        return str(self.value)
