from enum import StrEnum


class CompositionTracksItemClipsItemType1TransitionKindType6(StrEnum):
    IRIS = "iris"

    def __str__(self) -> str:
        return str(self.value)
