from enum import StrEnum


class CancelRenderResponse200StatusType5(StrEnum):
    CANCELLED = "cancelled"

    def __str__(self) -> str:
        return str(self.value)
