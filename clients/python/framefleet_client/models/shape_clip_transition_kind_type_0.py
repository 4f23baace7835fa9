from enum import StrEnum


class ShapeClipTransitionKindType0(StrEnum):
    CROSSFADE = "crossfade"

    def __str__(self) -> str:
        return str(self.value)
