from enum import StrEnum


class CompositionTracksItemClipsItemType6TransitionKindType6(StrEnum):
    IRIS = "iris"

    def __str__(self) -> str:
        return str(self.value)
