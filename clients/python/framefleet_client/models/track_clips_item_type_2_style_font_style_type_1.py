from enum import StrEnum


class TrackClipsItemType2StyleFontStyleType1(StrEnum):
    ITALIC = "italic"

    def __str__(self) -> str:
        return str(self.value)
