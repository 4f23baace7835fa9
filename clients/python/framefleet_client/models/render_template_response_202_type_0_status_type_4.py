from enum import StrEnum


class RenderTemplateResponse202Type0StatusType4(StrEnum):
    ERROR = "error"

    def __str__(self) -> str:
        return str(self.value)
