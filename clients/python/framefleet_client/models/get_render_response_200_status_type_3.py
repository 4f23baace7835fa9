from enum import StrEnum


class GetRenderResponse200StatusType3(StrEnum):
    COMPLETE = "complete"

    def __str__(self) -> str:
        return str(self.value)
