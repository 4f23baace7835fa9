from enum import StrEnum


class TrackClipsItemType3TransitionDirectionType2(StrEnum):
    UP = "up"

    def __str__(self) -> str:
        return str(self.value)
