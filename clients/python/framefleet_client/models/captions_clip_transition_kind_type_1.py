from enum import StrEnum


class CaptionsClipTransitionKindType1(StrEnum):
    DIP = "dip"

    def __str__(self) -> str:
        return str(self.value)
