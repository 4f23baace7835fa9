from enum import StrEnum


class MediaStatusType3(StrEnum):
    READY = "ready"

    def __str__(self) -> str:
        return str(self.value)
