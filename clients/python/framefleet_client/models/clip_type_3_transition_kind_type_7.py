from enum import StrEnum


class ClipType3TransitionKindType7(StrEnum):
    COMPONENT = "component"

    def __str__(self) -> str:
        return str(self.value)
