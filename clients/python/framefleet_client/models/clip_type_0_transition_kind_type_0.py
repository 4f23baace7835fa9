from enum import StrEnum


class ClipType0TransitionKindType0(StrEnum):
    CROSSFADE = "crossfade"

    def __str__(self) -> str:
        return str(self.value)
