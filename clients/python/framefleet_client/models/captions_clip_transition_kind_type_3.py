from enum import StrEnum


class CaptionsClipTransitionKindType3(StrEnum):
    SLIDE = "slide"

    def __str__(self) -> str:
        return str(self.value)
