from enum import StrEnum


class BriefPlatformType5(StrEnum):
    BROADCAST = "broadcast"

    def __str__(self) -> str:
        return str(self.value)
