from enum import StrEnum


class ClipType6TransitionKindType3(StrEnum):
    SLIDE = "slide"

    def __str__(self) -> str:
        return str(self.value)
