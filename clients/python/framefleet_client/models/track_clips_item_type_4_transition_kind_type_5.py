from enum import StrEnum


class TrackClipsItemType4TransitionKindType5(StrEnum):
    ZOOM = "zoom"

    def __str__(self) -> str:
        return str(self.value)
