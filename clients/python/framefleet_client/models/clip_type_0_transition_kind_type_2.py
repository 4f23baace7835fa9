from enum import StrEnum


class ClipType0TransitionKindType2(StrEnum):
    WIPE = "wipe"

    def __str__(self) -> str:
        return str(self.value)
