from enum import StrEnum


class OpenComposeSessionResponse201SeededFromType0(StrEnum):
    ACTIVE = "active"

    def __str__(self) -> str:
        return str(self.value)
