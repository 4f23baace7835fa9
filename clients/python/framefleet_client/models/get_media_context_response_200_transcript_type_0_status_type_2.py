from enum import StrEnum


class GetMediaContextResponse200TranscriptType0StatusType2(StrEnum):
    FAILED = "failed"

    def __str__(self) -> str:
        return str(self.value)
