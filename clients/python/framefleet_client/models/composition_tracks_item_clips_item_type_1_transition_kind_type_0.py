from enum import StrEnum


class CompositionTracksItemClipsItemType1TransitionKindType0(StrEnum):
    CROSSFADE = "crossfade"

    def __str__(self) -> str:
        return str(self.value)
