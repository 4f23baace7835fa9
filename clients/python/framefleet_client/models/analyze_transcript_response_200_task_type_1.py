from enum import StrEnum


class AnalyzeTranscriptResponse200TaskType1(StrEnum):
    CHAPTERS = "chapters"

    def __str__(self) -> str:
        return str(self.value)
