from enum import StrEnum


class TransitionKindType4(StrEnum):
    PUSH = "push"

    def __str__(self) -> str:
        return str(self.value)
