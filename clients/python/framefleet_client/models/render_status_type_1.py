from enum import StrEnum


class RenderStatusType1(StrEnum):
    RENDERING = "rendering"

    def __str__(self) -> str:
        return str(self.value)
