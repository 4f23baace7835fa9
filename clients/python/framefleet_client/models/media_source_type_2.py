from enum import StrEnum


class MediaSourceType2(StrEnum):
    GENERATE = "generate"

    def __str__(self) -> str:
        return str(self.value)
