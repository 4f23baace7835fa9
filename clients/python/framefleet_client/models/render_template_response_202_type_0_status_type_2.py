from enum import StrEnum


class RenderTemplateResponse202Type0StatusType2(StrEnum):
    ASSEMBLING = "assembling"

    def __str__(self) -> str:
        return str(self.value)
