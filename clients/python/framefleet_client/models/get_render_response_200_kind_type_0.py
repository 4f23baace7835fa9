from enum import StrEnum


class GetRenderResponse200KindType0(StrEnum):
    RENDER = "render"

    def __str__(self) -> str:
        return str(self.value)
