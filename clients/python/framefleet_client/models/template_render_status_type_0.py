from enum import StrEnum


class TemplateRenderStatusType0(StrEnum):
    QUEUED = "queued"

    def __str__(self) -> str:
        return str(self.value)
