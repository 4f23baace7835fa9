from enum import StrEnum


class ImportResourceResponse202StatusType3(StrEnum):
    READY = "ready"

    def __str__(self) -> str:
        return str(self.value)
