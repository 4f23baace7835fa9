from enum import StrEnum


class ListMediaResponse200DataItemStatusType3(StrEnum):
    READY = "ready"

    def __str__(self) -> str:
        return str(self.value)
