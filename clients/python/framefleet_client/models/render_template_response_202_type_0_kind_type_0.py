from enum import StrEnum


class RenderTemplateResponse202Type0KindType0(StrEnum):
    RENDER = "render"

    def __str__(self) -> str:
        return str(self.value)
