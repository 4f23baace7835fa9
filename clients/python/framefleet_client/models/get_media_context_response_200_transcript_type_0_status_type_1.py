from enum import StrEnum


class GetMediaContextResponse200TranscriptType0StatusType1(StrEnum):
    READY = "ready"

    def __str__(self) -> str:
        return str(self.value)
