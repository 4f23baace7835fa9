from enum import StrEnum


class RenderStatusType2(StrEnum):
    ASSEMBLING = "assembling"

    def __str__(self) -> str:
        return str(self.value)
