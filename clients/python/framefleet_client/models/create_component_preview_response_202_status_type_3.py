from enum import StrEnum


class CreateComponentPreviewResponse202StatusType3(StrEnum):
    CANCELLED = "cancelled"

    def __str__(self) -> str:
        return str(self.value)
