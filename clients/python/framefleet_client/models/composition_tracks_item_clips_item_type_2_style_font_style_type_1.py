from enum import StrEnum


class CompositionTracksItemClipsItemType2StyleFontStyleType1(StrEnum):
    ITALIC = "italic"

    def __str__(self) -> str:
        return str(self.value)
