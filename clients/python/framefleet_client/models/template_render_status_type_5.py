from enum import StrEnum


class TemplateRenderStatusType5(StrEnum):
    CANCELLED = "cancelled"

    def __str__(self) -> str:
        return str(self.value)
