from enum import StrEnum


class BriefPlatformType2(StrEnum):
    TIKTOK = "tiktok"

    def __str__(self) -> str:
        return str(self.value)
