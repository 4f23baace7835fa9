from enum import StrEnum


class ConsultResultBriefPlatformType2(StrEnum):
    TIKTOK = "tiktok"

    def __str__(self) -> str:
        return str(self.value)
