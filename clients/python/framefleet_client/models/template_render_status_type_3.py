from enum import StrEnum


class TemplateRenderStatusType3(StrEnum):
    COMPLETE = "complete"

    def __str__(self) -> str:
        return str(self.value)
