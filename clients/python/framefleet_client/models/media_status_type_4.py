from enum import StrEnum


class MediaStatusType4(StrEnum):
    FAILED = "failed"

    def __str__(self) -> str:
        return str(self.value)
