from enum import StrEnum


class TemplateRenderKindType0(StrEnum):
    RENDER = "render"

    def __str__(self) -> str:
        return str(self.value)
