from enum import StrEnum


class CompositionTracksItemClipsItemType2StyleVerticalAlignType2(StrEnum):
    BOTTOM = "bottom"

    def __str__(self) -> str:
        return str(self.value)
