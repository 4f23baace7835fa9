from enum import StrEnum


class PlatformIdType1(StrEnum):
    YOUTUBE_SHORTS = "youtube-shorts"

    def __str__(self) -> str:
        return str(self.value)
