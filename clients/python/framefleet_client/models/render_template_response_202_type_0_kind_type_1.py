from enum import StrEnum


class RenderTemplateResponse202Type0KindType1(StrEnum):
    PREVIEW = "preview"

    def __str__(self) -> str:
        return str(self.value)
