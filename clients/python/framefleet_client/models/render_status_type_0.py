from enum import StrEnum


class RenderStatusType0(StrEnum):
    QUEUED = "queued"

    def __str__(self) -> str:
        return str(self.value)
