from enum import StrEnum


class ClipType4Kind(StrEnum):
    COMPONENT = "component"

    def __str__(self) -> str:
        return str(self.value)
