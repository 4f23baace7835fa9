from enum import StrEnum


class RenderStatusType3(StrEnum):
    COMPLETE = "complete"

    def __str__(self) -> str:
        return str(self.value)
