from enum import StrEnum


class CloseComposeSessionResponse200Status(StrEnum):
    CLOSED = "closed"

    def __str__(self) -> str:
        return str(self.value)
