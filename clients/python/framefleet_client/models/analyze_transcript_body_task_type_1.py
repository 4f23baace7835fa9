from enum import StrEnum


class AnalyzeTranscriptBodyTaskType1(StrEnum):
    CHAPTERS = "chapters"

    def __str__(self) -> str:
        return str(self.value)
