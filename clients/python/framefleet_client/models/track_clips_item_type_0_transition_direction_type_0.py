from enum import StrEnum


class TrackClipsItemType0TransitionDirectionType0(StrEnum):
    LEFT = "left"

    def __str__(self) -> str:
        return str(self.value)
