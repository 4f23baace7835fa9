from enum import StrEnum


class TransitionEasingType1Kind(StrEnum):
    CUBIC_BEZIER = "cubic-bezier"

    def __str__(self) -> str:
        return str(self.value)
