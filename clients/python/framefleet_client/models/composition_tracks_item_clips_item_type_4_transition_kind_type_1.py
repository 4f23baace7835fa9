from enum import StrEnum


class CompositionTracksItemClipsItemType4TransitionKindType1(StrEnum):
    DIP = "dip"

    def __str__(self) -> str:
        return str(self.value)
