from enum import StrEnum


class ClipType3TransitionKindType2(StrEnum):
    WIPE = "wipe"

    def __str__(self) -> str:
        return str(self.value)
