from enum import StrEnum


class LabelCheckpointResponse200SourceType1(StrEnum):
    API = "api"

    def __str__(self) -> str:
        return str(self.value)
