from enum import StrEnum


class AnalyzeTranscriptResponse200TaskType0(StrEnum):
    SUMMARY = "summary"

    def __str__(self) -> str:
        return str(self.value)
