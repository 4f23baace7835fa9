from enum import StrEnum


class CompositionTracksItemClipsItemType2StyleAlignType0(StrEnum):
    LEFT = "left"

    def __str__(self) -> str:
        return str(self.value)
