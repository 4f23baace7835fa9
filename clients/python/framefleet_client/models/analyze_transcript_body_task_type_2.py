from enum import StrEnum


class AnalyzeTranscriptBodyTaskType2(StrEnum):
    HIGHLIGHTS = "highlights"

    def __str__(self) -> str:
        return str(self.value)
