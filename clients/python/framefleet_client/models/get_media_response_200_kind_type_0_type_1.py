from enum import StrEnum


class GetMediaResponse200KindType0Type1(StrEnum):
    IMAGE = "image"

    def __str__(self) -> str:
        return str(self.value)
