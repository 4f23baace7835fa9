from enum import StrEnum


class ConsultResultBriefPlatformType3(StrEnum):
    INSTAGRAM_REELS = "instagram-reels"

    def __str__(self) -> str:
        return str(self.value)
