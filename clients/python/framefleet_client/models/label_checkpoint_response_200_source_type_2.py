from enum import StrEnum


class LabelCheckpointResponse200SourceType2(StrEnum):
    SESSION_COMMIT = "session_commit"

    def __str__(self) -> str:
        return str(self.value)
