from enum import StrEnum


class GetCheckpointResponse200SourceType1(StrEnum):
    API = "api"

    def __str__(self) -> str:
        return str(self.value)
