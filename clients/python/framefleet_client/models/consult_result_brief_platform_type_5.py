from enum import StrEnum


class ConsultResultBriefPlatformType5(StrEnum):
    BROADCAST = "broadcast"

    def __str__(self) -> str:
        return str(self.value)
