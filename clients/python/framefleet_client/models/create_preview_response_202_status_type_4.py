from enum import StrEnum


class CreatePreviewResponse202StatusType4(StrEnum):
    ERROR = "error"

    def __str__(self) -> str:
        return str(self.value)
