from enum import StrEnum


class TrackClipsItemType1FitType1(StrEnum):
    CONTAIN = "contain"

    def __str__(self) -> str:
        return str(self.value)
