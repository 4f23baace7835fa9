from enum import StrEnum


class CompositionTracksItemClipsItemType6TransitionDirectionType1(StrEnum):
    RIGHT = "right"

    def __str__(self) -> str:
        return str(self.value)
