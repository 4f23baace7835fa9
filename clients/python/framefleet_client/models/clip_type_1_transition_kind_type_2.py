from enum import StrEnum


class ClipType1TransitionKindType2(StrEnum):
    WIPE = "wipe"

    def __str__(self) -> str:
        return str(self.value)
