from enum import StrEnum


class MediaKindType0Type2(StrEnum):
    AUDIO = "audio"

    def __str__(self) -> str:
        return str(self.value)
