from enum import StrEnum


class TemplateRenderKindType1(StrEnum):
    PREVIEW = "preview"

    def __str__(self) -> str:
        return str(self.value)
