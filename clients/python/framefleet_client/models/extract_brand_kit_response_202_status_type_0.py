from enum import StrEnum


class ExtractBrandKitResponse202StatusType0(StrEnum):
    RUNNING = "running"

    def __str__(self) -> str:
        return str(self.value)
