from enum import StrEnum


class RenderTemplateResponse202Type0StatusType3(StrEnum):
    COMPLETE = "complete"

    def __str__(self) -> str:
        return str(self.value)
