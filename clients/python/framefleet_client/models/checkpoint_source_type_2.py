from enum import StrEnum


class CheckpointSourceType2(StrEnum):
    SESSION_COMMIT = "session_commit"

    def __str__(self) -> str:
        return str(self.value)
