from enum import StrEnum


class GetMediaTranscriptResponse200StatusType0(StrEnum):
    RUNNING = "running"

    def __str__(self) -> str:
        return str(self.value)
