from enum import StrEnum


class CheckpointSourceType5(StrEnum):
    RESTORE = "restore"

    def __str__(self) -> str:
        return str(self.value)
