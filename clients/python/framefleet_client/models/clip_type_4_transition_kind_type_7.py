from enum import StrEnum


class ClipType4TransitionKindType7(StrEnum):
    COMPONENT = "component"

    def __str__(self) -> str:
        return str(self.value)
