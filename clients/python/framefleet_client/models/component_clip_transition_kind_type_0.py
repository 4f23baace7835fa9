from enum import StrEnum


class ComponentClipTransitionKindType0(StrEnum):
    CROSSFADE = "crossfade"

    def __str__(self) -> str:
        return str(self.value)
