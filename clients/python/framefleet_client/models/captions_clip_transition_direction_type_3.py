from enum import StrEnum


class CaptionsClipTransitionDirectionType3(StrEnum):
    DOWN = "down"

    def __str__(self) -> str:
        return str(self.value)
