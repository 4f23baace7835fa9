from enum import StrEnum


class RenderTemplateResponse202Type0StatusType1(StrEnum):
    RENDERING = "rendering"

    def __str__(self) -> str:
        return str(self.value)
