from enum import StrEnum


class ComponentClipTransitionKindType3(StrEnum):
    SLIDE = "slide"

    def __str__(self) -> str:
        return str(self.value)
