from enum import StrEnum


class AnalyzeTranscriptBodyTaskType0(StrEnum):
    SUMMARY = "summary"

    def __str__(self) -> str:
        return str(self.value)
