from enum import StrEnum


class TrackClipsItemType3TransitionKindType3(StrEnum):
    SLIDE = "slide"

    def __str__(self) -> str:
        return str(self.value)
