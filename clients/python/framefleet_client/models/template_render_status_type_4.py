from enum import StrEnum


class TemplateRenderStatusType4(StrEnum):
    ERROR = "error"

    def __str__(self) -> str:
        return str(self.value)
