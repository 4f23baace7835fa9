from enum import StrEnum


class GetComposeSessionCompositionResponse200SeededFromType0(StrEnum):
    ACTIVE = "active"

    def __str__(self) -> str:
        return str(self.value)
