from enum import StrEnum


class GetMediaTranscriptResponse200StatusType1(StrEnum):
    READY = "ready"

    def __str__(self) -> str:
        return str(self.value)
