from enum import StrEnum


class GetComposeSessionResponse200SeededFromType0(StrEnum):
    ACTIVE = "active"

    def __str__(self) -> str:
        return str(self.value)
