from enum import StrEnum


class CompositionTracksItemClipsItemType2StyleVerticalAlignType1(StrEnum):
    MIDDLE = "middle"

    def __str__(self) -> str:
        return str(self.value)
