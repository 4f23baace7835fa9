from enum import StrEnum


class TemplateRenderStatusType1(StrEnum):
    RENDERING = "rendering"

    def __str__(self) -> str:
        return str(self.value)
