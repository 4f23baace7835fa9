from enum import StrEnum


class TrackClipsItemType3TransitionKindType5(StrEnum):
    ZOOM = "zoom"

    def __str__(self) -> str:
        return str(self.value)
