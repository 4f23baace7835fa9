from enum import StrEnum


class CompositionTracksItemClipsItemType6ProfilePositionType0(StrEnum):
    TOP = "top"

    def __str__(self) -> str:
        return str(self.value)
