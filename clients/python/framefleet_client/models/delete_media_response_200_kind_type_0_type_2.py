from enum import StrEnum


class DeleteMediaResponse200KindType0Type2(StrEnum):
    AUDIO = "audio"

    def __str__(self) -> str:
        return str(self.value)
