from enum import StrEnum


class BriefInputPlatformType4(StrEnum):
    LINKEDIN = "linkedin"

    def __str__(self) -> str:
        return str(self.value)
