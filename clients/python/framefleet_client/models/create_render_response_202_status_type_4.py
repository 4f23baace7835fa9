from enum import StrEnum


class CreateRenderResponse202StatusType4(StrEnum):
    ERROR = "error"

    def __str__(self) -> str:
        return str(self.value)
