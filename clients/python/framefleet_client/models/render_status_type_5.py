from enum import StrEnum


class RenderStatusType5(StrEnum):
    CANCELLED = "cancelled"

    def __str__(self) -> str:
        return str(self.value)
