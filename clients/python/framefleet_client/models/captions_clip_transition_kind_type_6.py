from enum import StrEnum


class CaptionsClipTransitionKindType6(StrEnum):
    IRIS = "iris"

    def __str__(self) -> str:
        return str(self.value)
