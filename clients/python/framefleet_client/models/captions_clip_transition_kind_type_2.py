from enum import StrEnum


class CaptionsClipTransitionKindType2(StrEnum):
    WIPE = "wipe"

    def __str__(self) -> str:
        return str(self.value)
