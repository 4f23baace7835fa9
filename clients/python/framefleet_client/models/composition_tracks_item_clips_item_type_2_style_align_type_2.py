from enum import StrEnum


class CompositionTracksItemClipsItemType2StyleAlignType2(StrEnum):
    RIGHT = "right"

    def __str__(self) -> str:
        return str(self.value)
