from enum import StrEnum


class CancelRenderResponse200KindType0(StrEnum):
    RENDER = "render"

    def __str__(self) -> str:
        return str(self.value)
