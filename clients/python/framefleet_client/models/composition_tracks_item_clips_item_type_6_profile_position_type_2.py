from enum import StrEnum


class CompositionTracksItemClipsItemType6ProfilePositionType2(StrEnum):
    BOTTOM = "bottom"

    def __str__(self) -> str:
        return str(self.value)
