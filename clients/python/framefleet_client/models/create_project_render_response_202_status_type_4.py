from enum import StrEnum


class CreateProjectRenderResponse202StatusType4(StrEnum):
    ERROR = "error"

    def __str__(self) -> str:
        return str(self.value)
