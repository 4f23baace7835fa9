from enum import StrEnum


class CompositionTracksItemClipsItemType1TransitionDirectionType1(StrEnum):
    RIGHT = "right"

    def __str__(self) -> str:
        return str(self.value)
