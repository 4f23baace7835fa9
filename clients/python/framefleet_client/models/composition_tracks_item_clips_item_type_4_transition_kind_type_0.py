from enum import StrEnum


class CompositionTracksItemClipsItemType4TransitionKindType0(StrEnum):
    CROSSFADE = "crossfade"

    def __str__(self) -> str:
        return str(self.value)
