from enum import StrEnum


class CompositionTracksItemClipsItemType2StyleFontStyleType0(StrEnum):
    NORMAL = "normal"

    def __str__(self) -> str:
        return str(self.value)
