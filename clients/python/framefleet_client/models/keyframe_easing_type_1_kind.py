from enum import StrEnum


class KeyframeEasingType1Kind(StrEnum):
    CUBIC_BEZIER = "cubic-bezier"

    def __str__(self) -> str:
        return str(self.value)
