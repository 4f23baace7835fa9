from enum import StrEnum


class CompositionTracksItemClipsItemType4TransitionKindType5(StrEnum):
    ZOOM = "zoom"

    def __str__(self) -> str:
        return str(self.value)
