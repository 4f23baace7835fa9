from enum import StrEnum


class AnalyzeTranscriptResponse200TaskType2(StrEnum):
    HIGHLIGHTS = "highlights"

    def __str__(self) -> str:
        return str(self.value)
