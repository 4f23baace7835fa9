from enum import StrEnum


class TrackClipsItemType6ProfileEntranceType1(StrEnum):
    FADE = "fade"

    def __str__(self) -> str:
        return str(self.value)
