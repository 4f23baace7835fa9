from enum import StrEnum


class ComponentClipKind(StrEnum):
    COMPONENT = "component"

    def __str__(self) -> str:
        return str(self.value)
