from enum import StrEnum


class CancelRenderResponse200StatusType1(StrEnum):
    RENDERING = "rendering"

    def __str__(self) -> str:
        return str(self.value)
