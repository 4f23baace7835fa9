from enum import StrEnum


class BriefInputPlatformType2(StrEnum):
    TIKTOK = "tiktok"

    def __str__(self) -> str:
        return str(self.value)
