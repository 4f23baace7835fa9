from enum import StrEnum


class RenderKindType0(StrEnum):
    RENDER = "render"

    def __str__(self) -> str:
        return str(self.value)
