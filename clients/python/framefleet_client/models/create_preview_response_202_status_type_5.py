from enum import StrEnum


class CreatePreviewResponse202StatusType5(StrEnum):
    CANCELLED = "cancelled"

    def __str__(self) -> str:
        return str(self.value)
