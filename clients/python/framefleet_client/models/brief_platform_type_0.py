from enum import StrEnum


class BriefPlatformType0(StrEnum):
    YOUTUBE = "youtube"

    def __str__(self) -> str:
        return str(self.value)
