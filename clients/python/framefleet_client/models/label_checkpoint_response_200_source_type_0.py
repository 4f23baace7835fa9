from enum import StrEnum


class LabelCheckpointResponse200SourceType0(StrEnum):
    CREATE = "create"

    def __str__(self) -> str:
        return str(self.value)
