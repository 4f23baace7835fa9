from enum import StrEnum


class ListComponentsKindType0(StrEnum):
    COMPONENT = "component"

    def __str__(self) -> str:
        return str(self.value)
