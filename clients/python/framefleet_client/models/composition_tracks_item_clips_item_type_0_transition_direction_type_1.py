from enum import StrEnum


class CompositionTracksItemClipsItemType0TransitionDirectionType1(StrEnum):
    RIGHT = "right"

    def __str__(self) -> str:
        return str(self.value)
