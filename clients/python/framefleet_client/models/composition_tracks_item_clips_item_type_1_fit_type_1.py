from enum import StrEnum


class CompositionTracksItemClipsItemType1FitType1(StrEnum):
    CONTAIN = "contain"

    def __str__(self) -> str:
        return str(self.value)
