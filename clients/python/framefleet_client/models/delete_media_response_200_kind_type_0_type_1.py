from enum import StrEnum


class DeleteMediaResponse200KindType0Type1(StrEnum):
    IMAGE = "image"

    def __str__(self) -> str:
        return str(self.value)
