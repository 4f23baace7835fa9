from enum import StrEnum


class PlatformIdType0(StrEnum):
    YOUTUBE = "youtube"

    def __str__(self) -> str:
        return str(self.value)
