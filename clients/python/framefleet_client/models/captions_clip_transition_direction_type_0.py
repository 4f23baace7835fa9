from enum import StrEnum


class CaptionsClipTransitionDirectionType0(StrEnum):
    LEFT = "left"

    def __str__(self) -> str:
        return str(self.value)
