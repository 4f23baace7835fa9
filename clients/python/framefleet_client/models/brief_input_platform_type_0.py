from enum import StrEnum


class BriefInputPlatformType0(StrEnum):
    YOUTUBE = "youtube"

    def __str__(self) -> str:
        return str(self.value)
