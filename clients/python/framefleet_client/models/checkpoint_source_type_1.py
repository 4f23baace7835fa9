from enum import StrEnum


class CheckpointSourceType1(StrEnum):
    API = "api"

    def __str__(self) -> str:
        return str(self.value)
