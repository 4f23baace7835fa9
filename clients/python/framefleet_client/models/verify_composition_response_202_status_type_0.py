from enum import StrEnum


class VerifyCompositionResponse202StatusType0(StrEnum):
    RUNNING = "running"

    def __str__(self) -> str:
        return str(self.value)
