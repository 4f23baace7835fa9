from enum import StrEnum


class RenderStatusType4(StrEnum):
    ERROR = "error"

    def __str__(self) -> str:
        return str(self.value)
