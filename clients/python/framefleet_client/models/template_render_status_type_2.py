from enum import StrEnum


class TemplateRenderStatusType2(StrEnum):
    ASSEMBLING = "assembling"

    def __str__(self) -> str:
        return str(self.value)
