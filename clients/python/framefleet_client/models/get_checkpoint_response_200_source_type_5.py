from enum import StrEnum


class GetCheckpointResponse200SourceType5(StrEnum):
    RESTORE = "restore"

    def __str__(self) -> str:
        return str(self.value)
