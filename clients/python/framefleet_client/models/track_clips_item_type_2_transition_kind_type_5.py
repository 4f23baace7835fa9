from enum import StrEnum


class TrackClipsItemType2TransitionKindType5(StrEnum):
    ZOOM = "zoom"

    def __str__(self) -> str:
        return str(self.value)
