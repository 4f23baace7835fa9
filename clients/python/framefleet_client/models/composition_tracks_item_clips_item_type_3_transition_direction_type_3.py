from enum import StrEnum


class CompositionTracksItemClipsItemType3TransitionDirectionType3(StrEnum):
    DOWN = "down"

    def __str__(self) -> str:
        return str(self.value)
