from enum import StrEnum


class CompositionTracksItemClipsItemType0TransitionKindType5(StrEnum):
    ZOOM = "zoom"

    def __str__(self) -> str:
        return str(self.value)
