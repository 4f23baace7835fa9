from enum import StrEnum


class ClipType1TransitionKindType7(StrEnum):
    COMPONENT = "component"

    def __str__(self) -> str:
        return str(self.value)
