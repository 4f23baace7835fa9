from enum import StrEnum


class RenderTemplateResponse202Type0StatusType5(StrEnum):
    CANCELLED = "cancelled"

    def __str__(self) -> str:
        return str(self.value)
