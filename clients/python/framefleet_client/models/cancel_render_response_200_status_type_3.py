from enum import StrEnum


class CancelRenderResponse200StatusType3(StrEnum):
    COMPLETE = "complete"

    def __str__(self) -> str:
        return str(self.value)
