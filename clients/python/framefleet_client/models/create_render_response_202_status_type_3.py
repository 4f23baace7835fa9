from enum import StrEnum


class CreateRenderResponse202StatusType3(StrEnum):
    COMPLETE = "complete"

    def __str__(self) -> str:
        return str(self.value)
