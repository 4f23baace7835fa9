from enum import StrEnum


class CaptionsClipTransitionDirectionType2(StrEnum):
    UP = "up"

    def __str__(self) -> str:
        return str(self.value)
