from enum import StrEnum


class CreatePreviewResponse202StatusType1(StrEnum):
    RENDERING = "rendering"

    def __str__(self) -> str:
        return str(self.value)
