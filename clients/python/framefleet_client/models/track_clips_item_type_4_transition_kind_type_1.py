from enum import StrEnum


class TrackClipsItemType4TransitionKindType1(StrEnum):
    DIP = "dip"

    def __str__(self) -> str:
        return str(self.value)
