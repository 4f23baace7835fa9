from enum import StrEnum


class GetRenderResponse200StatusType0(StrEnum):
    QUEUED = "queued"

    def __str__(self) -> str:
        return str(self.value)
