from enum import StrEnum


class GetMediaContextResponse200TranscriptType0StatusType0(StrEnum):
    RUNNING = "running"

    def __str__(self) -> str:
        return str(self.value)
