from enum import StrEnum


class ListMediaKindType2(StrEnum):
    AUDIO = "audio"

    def __str__(self) -> str:
        return str(self.value)
