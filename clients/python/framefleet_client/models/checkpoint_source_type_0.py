from enum import StrEnum


class CheckpointSourceType0(StrEnum):
    CREATE = "create"

    def __str__(self) -> str:
        return str(self.value)
