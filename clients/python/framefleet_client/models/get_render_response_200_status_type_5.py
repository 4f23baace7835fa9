from enum import StrEnum


class GetRenderResponse200StatusType5(StrEnum):
    CANCELLED = "cancelled"

    def __str__(self) -> str:
        return str(self.value)
