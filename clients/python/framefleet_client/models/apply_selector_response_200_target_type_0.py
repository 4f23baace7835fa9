from enum import StrEnum


class ApplySelectorResponse200TargetType0(StrEnum):
    COMPOSITION = "composition"

    def __str__(self) -> str:
        return str(self.value)
