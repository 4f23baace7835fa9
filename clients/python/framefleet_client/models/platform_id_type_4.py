from enum import StrEnum


class PlatformIdType4(StrEnum):
    LINKEDIN = "linkedin"

    def __str__(self) -> str:
        return str(self.value)
