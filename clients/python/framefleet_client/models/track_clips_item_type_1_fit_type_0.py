from enum import StrEnum


class TrackClipsItemType1FitType0(StrEnum):
    COVER = "cover"

    def __str__(self) -> str:
        return str(self.value)
