from enum import StrEnum


class RenderTemplateResponse202Type0StatusType0(StrEnum):
    QUEUED = "queued"

    def __str__(self) -> str:
        return str(self.value)
