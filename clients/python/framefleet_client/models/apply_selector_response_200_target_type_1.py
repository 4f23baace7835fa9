from enum import StrEnum


class ApplySelectorResponse200TargetType1(StrEnum):
    SESSION = "session"

    def __str__(self) -> str:
        return str(self.value)
