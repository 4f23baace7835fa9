from enum import StrEnum


class TrackClipsItemType1FitType2(StrEnum):
    FILL = "fill"

    def __str__(self) -> str:
        return str(self.value)
