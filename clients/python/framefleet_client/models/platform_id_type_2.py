from enum import StrEnum


class PlatformIdType2(StrEnum):
    TIKTOK = "tiktok"

    def __str__(self) -> str:
        return str(self.value)
