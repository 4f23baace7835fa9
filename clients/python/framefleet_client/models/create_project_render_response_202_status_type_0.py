from enum import StrEnum


class CreateProjectRenderResponse202StatusType0(StrEnum):
    QUEUED = "queued"

    def __str__(self) -> str:
        return str(self.value)
