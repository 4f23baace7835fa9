from enum import StrEnum


class CompositionTracksItemClipsItemType2StyleAlignType1(StrEnum):
    CENTER = "center"

    def __str__(self) -> str:
        return str(self.value)
