from enum import StrEnum


class CloseComposeSessionResponse200SeededFromType0(StrEnum):
    ACTIVE = "active"

    def __str__(self) -> str:
        return str(self.value)
