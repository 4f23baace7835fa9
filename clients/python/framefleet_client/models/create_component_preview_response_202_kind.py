from enum import StrEnum


class CreateComponentPreviewResponse202Kind(StrEnum):
    PREVIEW = "preview"

    def __str__(self) -> str:
        return str(self.value)
