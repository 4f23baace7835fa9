from enum import StrEnum


class TrackClipsItemType1TransitionDirectionType3(StrEnum):
    DOWN = "down"

    def __str__(self) -> str:
        return str(self.value)
